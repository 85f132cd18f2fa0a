import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { OFFLINE_NOTICE } from '@/app/OfflineBanner';
import { RETRYING_MESSAGES } from '@/shared/api/api-error';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { elapse, fakeTheClock } from '@/test/fake-clock';
import { renderApp } from '@/test/render-app';

// The network lies (issue 51): the browser may say online while nothing gets through, and may
// never say "online" again. Screens stand on what their calls meet, not on navigator.onLine.

const CONTRACT = 'http://localhost/api/v1/contracts/108';

function browserSays(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

function tabIs(visibility: 'hidden' | 'visible') {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The contract's call dies `failures` times (or always), then reaches the demo backend. */
function contractCallDies(failures = Infinity) {
  const calls = { count: 0, at: [] as number[] };
  server.use(
    http.get(CONTRACT, () => {
      calls.count += 1;
      calls.at.push(Date.now());
      return calls.count <= failures ? HttpResponse.error() : undefined;
    }),
  );
  return calls;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('the browser says offline: a notice under the header, and invest disabled with the reason until it says online', async () => {
  const store = await storeLoggedInAs('investor1');
  const { user } = renderApp('/investment-input/108', { store });
  await screen.findByText('최소 10,000원 ~ 최대 7,000,000원');
  await user.type(screen.getByRole('textbox', { name: '투자 금액' }), '10000');
  await user.click(screen.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }));
  const invest = screen.getByRole('button', { name: '투자하기' });
  expect(invest).toBeEnabled();

  browserSays(true);
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_NOTICE);
  expect(invest).toBeDisabled();
  expect(screen.getByText('인터넷에 연결되면 진행할 수 있어요.')).toBeVisible();

  browserSays(false);
  expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
  expect(invest).toBeEnabled();
});

test('the notice comes after the header and before the screen’s own message', async () => {
  contractCallDies();
  renderApp('/loan-apply/progress/108');
  const alert = await screen.findByRole('alert');
  const notice = (await screen.findAllByRole('status')).find((status) =>
    status.textContent?.includes(OFFLINE_NOTICE),
  );
  const header = screen.getByRole('banner');
  // In document order (the e2e lie-fi journey checks that their boxes do not overlap).
  expect(header.compareDocumentPosition(notice!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(notice!.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('lie-fi: the browser says online while calls die; the screen says it will load by itself and does, with growing pauses and no tap', async () => {
  const calls = contractCallDies(3);
  // The clock is ours from the start, so the first pause is timed from the failure.
  fakeTheClock();
  renderApp('/loan-apply/progress/108');
  // The first failure lands after a few of the clock's steps (sooner or later on a busy machine).
  for (let step = 0; step < 200 && !screen.queryByRole('alert'); step += 1) await elapse(25);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(RETRYING_MESSAGES.network);
  expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_NOTICE);
  expect(calls.count).toBe(1);

  // The clock moves in 25 ms steps until the fourth call, which gets through.
  for (let step = 0; step < 800 && calls.count < 4; step += 1) await elapse(25);
  const pauses = calls.at.slice(1).map((at, i) => at - calls.at[i]);
  // 1, 2 and 4 s after each failure; the failure itself lands a few steps after its call.
  expect(pauses).toHaveLength(3);
  [1_000, 2_000, 4_000].forEach((pause, i) => {
    expect(pauses[i]).toBeGreaterThanOrEqual(pause);
    expect(pauses[i]).toBeLessThan(pause * 1.5);
  });
  jest.useRealTimers();

  expect(await screen.findByRole('heading', { name: '투자 진행 현황' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // An answer from the server lowers the notice, whatever the browser said.
  expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
});

test('a tab in the background waits; back in view, the screen asks at once', async () => {
  const calls = contractCallDies(1);
  renderApp('/loan-apply/progress/108');
  await screen.findByRole('alert');
  fakeTheClock();
  tabIs('hidden');
  await elapse(60_000);
  expect(calls.count).toBe(1);

  tabIs('visible');
  await elapse(0);
  expect(calls.count).toBe(2);
  jest.useRealTimers();
  expect(await screen.findByRole('heading', { name: '투자 진행 현황' })).toBeVisible();
});

test('the screen that failed stops asking once the person leaves it', async () => {
  const calls = contractCallDies();
  const { user } = renderApp('/loan-apply/progress/108', { history: ['/main'] });
  await screen.findByRole('alert');
  await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
  await screen.findByRole('heading', { name: '홈' });
  const before = calls.count;

  fakeTheClock();
  await elapse(120_000);
  expect(calls.count).toBe(before);
});

test('a failure that another try cannot mend by itself (a 5xx) is not asked again by itself', async () => {
  let calls = 0;
  server.use(
    http.get(CONTRACT, () => {
      calls += 1;
      return HttpResponse.json({ success: false }, { status: 500 });
    }),
  );
  renderApp('/loan-apply/progress/108');
  expect(await screen.findByRole('alert')).toHaveTextContent('서버에 문제가 있어요');
  fakeTheClock();
  await elapse(120_000);
  expect(calls).toBe(1);
  expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
});

test('a call that fails for the network raises the notice; a tap asks at once and the answer lowers it', async () => {
  server.use(
    http.get('http://localhost/api/v1/contracts', () => HttpResponse.error(), { once: true }),
  );
  const { user } = renderApp('/main');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(RETRYING_MESSAGES.network);
  expect(await screen.findByText(OFFLINE_NOTICE)).toBeVisible();
  await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('region', { name: '최근 등록된 계약' })).toBeVisible();
  expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
});
