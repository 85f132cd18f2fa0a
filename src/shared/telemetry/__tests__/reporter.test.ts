import { otlpLogsProblems } from '@scripts/telemetry/otlp-schema';
import { connectReporter, report, resetReporting } from '@/shared/telemetry/report';
import { MAX_BODY, MAX_QUEUE, SEND_AFTER_MS, startReporter } from '@/shared/telemetry/reporter';

// The reporter between the app's report() and the collector: batched, bounded, sent when the page
// is hidden, in OTLP JSON that OpenTelemetry's published schema accepts, and never when the person
// turned reporting off (docs/telemetry.md).

type Body = {
  resourceLogs: {
    scopeLogs: {
      logRecords: {
        eventName: string;
        attributes: { key: string; value: Record<string, unknown> }[];
      }[];
    }[];
  }[];
};

function start(allowed = () => true) {
  const bodies: string[] = [];
  const reporter = startReporter({
    url: 'https://collector.test/v1/logs',
    version: '1.2.3+abc1234',
    allowed,
    send: (_url, body) => bodies.push(body),
    vitals: false,
  });
  const records = () =>
    bodies.flatMap((body) => (JSON.parse(body) as Body).resourceLogs[0].scopeLogs[0].logRecords);
  return { bodies, records, reporter };
}

const attribute = (record: Body['resourceLogs'][0]['scopeLogs'][0]['logRecords'][0], key: string) =>
  record.attributes.find((a) => a.key === key)?.value;

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

beforeEach(() => resetReporting());
// The suite's own sweep (src/test/telemetry-sweep.ts) takes the reports back after this file.
afterAll(() => connectReporter(() => {}));

it('sends every kind of event when the page is hidden, in OTLP JSON the schema accepts', async () => {
  const { bodies, records } = start();
  report({ kind: 'error', source: 'route', error: new TypeError('x is undefined') });
  report({ kind: 'call', endpoint: 'getContract', cause: 'server', status: 500 });
  report({ kind: 'drift', call: 'contract', field: 'data.title' });
  report({ kind: 'money', endpoint: 'invest', outcome: 'late' });
  expect(bodies).toHaveLength(0);
  hide();
  await Promise.resolve();
  expect(bodies).toHaveLength(1);
  expect(otlpLogsProblems(JSON.parse(bodies[0]))).toEqual([]);
  const [error, call, drift, money] = records();
  expect(error.eventName).toBe('exception');
  expect(attribute(error, 'exception.type')).toEqual({ stringValue: 'TypeError' });
  expect(attribute(error, 'app.error.source')).toEqual({ stringValue: 'route' });
  expect(attribute(error, 'url.template')).toEqual({ stringValue: '/' });
  expect(attribute(call, 'http.response.status_code')).toEqual({ intValue: '500' });
  expect(attribute(call, 'app.api.cause')).toEqual({ stringValue: 'server' });
  expect(attribute(drift, 'app.wire.field')).toEqual({ stringValue: 'data.title' });
  expect(attribute(money, 'app.money.outcome')).toEqual({ stringValue: 'late' });
  expect(JSON.parse(bodies[0]).resourceLogs[0].resource.attributes).toContainEqual({
    key: 'service.version',
    value: { stringValue: '1.2.3+abc1234' },
  });
});

it('takes what was met before it loaded', async () => {
  report({ kind: 'call', endpoint: 'getContracts', cause: 'offline' });
  const { records, reporter } = start();
  reporter.flush();
  expect(records().map((r) => attribute(r, 'app.api.cause'))).toEqual([{ stringValue: 'offline' }]);
});

it('sends by itself a while after something was met', () => {
  jest.useFakeTimers();
  try {
    const { bodies } = start();
    report({ kind: 'call', endpoint: 'getContracts', cause: 'timeout' });
    jest.advanceTimersByTime(SEND_AFTER_MS - 1);
    expect(bodies).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(bodies).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

it('counts a drifted field once and the same error three times in a page view', () => {
  const { records, reporter } = start();
  for (let i = 0; i < 10; i += 1)
    report({ kind: 'drift', call: 'contracts', field: 'data[].title' });
  for (let i = 0; i < 10; i += 1)
    report({ kind: 'error', source: 'uncaught', error: new Error('same') });
  reporter.flush();
  expect(records().map((r) => r.eventName)).toEqual([
    'app.wire.drift',
    'exception',
    'exception',
    'exception',
  ]);
});

it('keeps a bounded queue: the oldest give way to the newest', () => {
  const { records, reporter } = start();
  for (let i = 0; i < MAX_QUEUE + 20; i += 1) {
    report({ kind: 'error', source: 'uncaught', error: new Error(`distinct ${'x'.repeat(i)}`) });
  }
  reporter.flush();
  const sent = records();
  expect(sent).toHaveLength(MAX_QUEUE);
  expect(attribute(sent[0], 'exception.message')).toEqual({
    stringValue: `distinct ${'x'.repeat(20)}`,
  });
});

it('splits what it sends into bodies a keepalive request may carry', () => {
  const { bodies, reporter } = start();
  for (let i = 0; i < MAX_QUEUE; i += 1) {
    report({ kind: 'error', source: 'uncaught', error: new Error(`${i}`.padEnd(400, 'y')) });
  }
  reporter.flush();
  expect(bodies.length).toBeGreaterThan(1);
  for (const body of bodies) expect(body.length).toBeLessThan(MAX_BODY + 8_000);
});

it('sends nothing, and keeps nothing, while the person has reporting off', () => {
  let allowed = false;
  const { bodies, reporter } = start(() => allowed);
  report({ kind: 'call', endpoint: 'getContracts', cause: 'server', status: 503 });
  reporter.flush();
  allowed = true;
  reporter.flush();
  expect(bodies).toHaveLength(0);
});
