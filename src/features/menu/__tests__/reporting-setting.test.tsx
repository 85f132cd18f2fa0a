import { screen, waitFor } from '@testing-library/react';
import { makeStore, startPersistence } from '@/app/store';
import { connectReporter, report } from '@/shared/telemetry/report';
import { startReporter } from '@/shared/telemetry/reporter';
import { REPORTING_STORAGE_KEY, selectReportingOff } from '@/shared/telemetry/reporting-slice';
import { renderApp } from '@/test/render-app';

// The menu's 정보 보내기 (docs/telemetry.md): a person turns reporting off, at once and for good
// on this phone; a build without a collector does not offer it.

const SWITCH = '오류·속도 정보를 보내 서비스 개선에 함께하기';
const HINT =
  '화면 오류와 속도 정보만 보내요. 이름·연락처·금액·곡 제목 같은 개인 정보는 보내지 않아요.';

// The suite's own sweep (src/test/telemetry-sweep.ts) takes the reports back after this file.
afterAll(() => connectReporter(() => {}));

it('turns reporting off: nothing met afterwards is sent, and the choice stays on this phone', async () => {
  const store = makeStore();
  startPersistence(store);
  const bodies: string[] = [];
  const reporter = startReporter({
    url: 'https://collector.test/v1/logs',
    version: 'test',
    allowed: () => !selectReportingOff(store.getState()),
    send: (_url, body) => bodies.push(body),
    vitals: false,
  });
  const { user } = renderApp('/menu', { store });
  const toggle = await screen.findByRole('switch', { name: SWITCH });
  expect(toggle).toBeChecked();
  expect(toggle).toHaveAccessibleDescription(HINT);

  await user.click(toggle);
  expect(toggle).not.toBeChecked();
  report({ kind: 'call', endpoint: 'getContracts', cause: 'server', status: 500 });
  reporter.flush();
  expect(bodies).toEqual([]);
  await waitFor(() =>
    expect(JSON.parse(localStorage.getItem(REPORTING_STORAGE_KEY) ?? '{}')).toMatchObject({
      reportingOff: 'true',
    }),
  );

  await user.click(toggle);
  expect(toggle).toBeChecked();
  report({ kind: 'call', endpoint: 'getContracts', cause: 'server', status: 502 });
  reporter.flush();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toContain('"intValue":"502"');
});

it('is not offered by a build that reports nowhere', async () => {
  const url = process.env.TELEMETRY_URL;
  delete process.env.TELEMETRY_URL;
  try {
    renderApp('/menu');
    expect(await screen.findByRole('switch', { name: /초 단위로 움직이기/ })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: SWITCH })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '정보 보내기' })).not.toBeInTheDocument();
  } finally {
    process.env.TELEMETRY_URL = url;
  }
});
