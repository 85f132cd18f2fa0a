import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { api } from '@/shared/api/api';
import { contractListSchema, validated } from '@/shared/api/schemas';
import type { StampedEvent } from '@/shared/telemetry/events';
import { connectReporter, resetReporting } from '@/shared/telemetry/report';

// Where the app calls report() (docs/telemetry.md): each failed call by its cause, a drifted field
// once (a crashed screen: app/__tests__/route-error.test.tsx). What the reporter makes of them: reporter.test.ts.

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/probe' }),
    contractList: build.query<unknown, void>({
      query: () => '/contracts',
      ...validated(contractListSchema),
    }),
  }),
});
const PROBE = 'http://localhost/api/v1/probe';

let met: StampedEvent[] = [];
beforeEach(() => {
  resetReporting();
  met = [];
  connectReporter((event) => met.push(event));
});
// The suite's own sweep (src/test/telemetry-sweep.ts) takes the reports back after this file.
afterAll(() => connectReporter(() => {}));

it.each([
  ['a server error', () => HttpResponse.json({ success: false }, { status: 503 }), 'server', 503],
  [
    'a refusal',
    () => HttpResponse.json({ success: false, error: { code: 'X' } }, { status: 409 }),
    'refused',
    409,
  ],
  [
    'a refusal in a 200',
    () => HttpResponse.json({ success: false, error: { code: 'X' } }),
    'refused',
    200,
  ],
  ['no connection', () => HttpResponse.error(), 'offline', undefined],
  ['an answer that is not the envelope', () => HttpResponse.json({ data: 1 }), 'unreadable', 200],
  [
    'an HTML page for a 2xx',
    () => new HttpResponse('<html>', { headers: { 'content-type': 'application/json' } }),
    'unreadable',
    undefined,
  ],
])(
  'a call that fails with %s is reported by its cause and endpoint',
  async (_what, respond, cause, status) => {
    server.use(http.get(PROBE, respond));
    await makeStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(met).toEqual([
      expect.objectContaining({
        kind: 'call',
        endpoint: 'probe',
        cause,
        status,
        route: '/',
        at: expect.any(Number),
      }),
    ]);
    expect(met[0].site).toContain('Error');
  },
);

it('a field the server sent unreadable is reported once per answer, by call and path', async () => {
  server.use(
    http.get('http://localhost/api/v1/contracts', () =>
      HttpResponse.json({
        success: true,
        data: {
          contracts: [1, 2].map((contractId) => ({
            contractId,
            copyright: { name: { ko: 1 }, imageUrl: 'https://cdn.example/cover.png' },
            loanAmount: 1000000,
            expirationTime: '2030-01-01T00:00:00Z',
            repaymentCount: 12,
            interestRate: 0.1,
            progress: '10',
          })),
        },
      }),
    ),
  );
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const store = makeStore();
  await store.dispatch(probeApi.endpoints.contractList.initiate());
  expect(met.filter((event) => event.kind === 'drift')).toEqual([
    expect.objectContaining({
      kind: 'drift',
      call: 'contractListSchema',
      field: 'contracts[].copyright.name',
    }),
  ]);
});
