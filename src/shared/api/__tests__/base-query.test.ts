import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { api } from '@/shared/api/api';
import { REQUEST_TIMEOUT_MS } from '@/shared/api/base-query';
import { CAUSE_MESSAGES, isAnswerLost } from '@/shared/api/api-error';

const URL = 'http://localhost/api/v1/probe';

// A throwaway endpoint that exercises the shared base query only.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/probe' }),
  }),
});

function run(preloadedState?: Parameters<typeof makeStore>[0]) {
  const store = makeStore(preloadedState);
  return { store, result: store.dispatch(probeApi.endpoints.probe.initiate()) };
}

const errorBody = (code: string, message: string) => ({ success: false, error: { code, message } });

describe('base query', () => {
  it('unwraps the {success, data} envelope', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ success: true, data: { answer: 42 } })));
    const { result } = run();
    expect((await result).data).toEqual({ answer: 42 });
  });

  it('accepts data: null for calls whose response the spec does not show', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ success: true, data: null })));
    const { result } = run();
    const { data, error } = await result;
    expect(error).toBeUndefined();
    expect(data).toBeNull();
  });

  it('sends the bearer token only when one is stored', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(URL, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, data: 1 });
      }),
    );
    await run().result;
    await run({ session: { accessToken: 'abc', refreshToken: 'def' } }).result;
    expect(seen).toEqual([null, 'Bearer abc']);
  });

  const html = (status: number) => () =>
    new HttpResponse('<h1>Bad Gateway</h1>', { status, headers: { 'Content-Type': 'text/html' } });
  const json = (status: number, body: object) => () => HttpResponse.json(body, { status });
  const refusal = errorBody('BELOW_MINIMUM', '최소 투자 금액보다 적습니다.');

  // One row per cause: what the server did, the cause, and the words the user reads.
  it.each([
    ['a 400 with the error body', json(400, refusal), 'rejected', '최소 투자 금액보다 적습니다.'],
    ['a 422 without a message', json(422, {}), 'rejected', CAUSE_MESSAGES.rejected],
    ['a 2xx with success:false', json(200, refusal), 'rejected', '최소 투자 금액보다 적습니다.'],
    ['a 403', json(403, errorBody('FORBIDDEN', '')), 'forbidden', CAUSE_MESSAGES.forbidden],
    [
      'a 404',
      json(404, errorBody('NOT_FOUND', '없는 계약입니다.')),
      'notFound',
      '없는 계약입니다.',
    ],
    ['a 409', json(409, errorBody('DUPLICATE', '')), 'conflict', CAUSE_MESSAGES.conflict],
    [
      'a 500 with an error body',
      json(500, errorBody('INTERNAL', 'NPE at line 3')),
      'server',
      CAUSE_MESSAGES.server,
    ],
    ['a 502 with an HTML page', html(502), 'server', CAUSE_MESSAGES.server],
    [
      'a 500 with an empty body',
      () => new HttpResponse(null, { status: 500 }),
      'server',
      CAUSE_MESSAGES.server,
    ],
    ['a 2xx with an HTML page', html(200), 'server', CAUSE_MESSAGES.server],
    ['a 401 without a JSON body', html(401), 'unauthorized', CAUSE_MESSAGES.unauthorized],
    ['a dropped connection', () => HttpResponse.error(), 'network', CAUSE_MESSAGES.network],
  ])('words %s by its cause', async (_name, respond, cause, message) => {
    server.use(http.get(URL, respond));
    const { error } = await run().result;
    expect(error).toMatchObject({ cause, message });
  });

  it("reads each answer's body once, as text one time", async () => {
    const text = jest.spyOn(Response.prototype, 'text');
    try {
      server.use(http.get(URL, () => HttpResponse.json({ success: true, data: { answer: 42 } })));
      const { data } = await run().result;
      expect(data).toEqual({ answer: 42 });
      const read = await Promise.all(
        text.mock.results.map(({ value }) => value as Promise<string>),
      );
      expect(read.filter((body) => body.includes('answer'))).toHaveLength(1);
    } finally {
      text.mockRestore();
    }
  });

  it('a 2xx that says JSON but is not is an answer that cannot be read, in Korean', async () => {
    server.use(
      http.get(
        URL,
        () =>
          new HttpResponse('{"success":tru', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const { error } = await run().result;
    expect(error).toMatchObject({ status: 'INVALID_RESPONSE' });
    expect(isAnswerLost(error)).toBe(true);
  });

  it('keeps the HTTP status and the server code', async () => {
    server.use(http.get(URL, json(400, refusal)));
    expect((await run().result).error).toEqual({
      status: 400,
      code: 'BELOW_MINIMUM',
      cause: 'rejected',
      message: '최소 투자 금액보다 적습니다.',
    });
    server.use(http.get(URL, html(502)));
    expect((await run().result).error).toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it.each([
    ['a dropped connection', () => HttpResponse.error(), true],
    ['a 502 from a gateway', html(502), true],
    ['a 504 from a gateway', json(504, {}), true],
    ['a 2xx that cannot be read', html(200), true],
    ['a 500 with an error body', json(500, errorBody('INTERNAL', '')), false],
    ['a refusal', json(400, refusal), false],
  ])('treats %s as an answer lost: %s', async (_name, respond, lost) => {
    server.use(http.get(URL, respond));
    expect(isAnswerLost((await run().result).error)).toBe(lost);
  });

  it('gives up on a server that never answers, with a Korean message', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(
        http.get(URL, async () => {
          await delay('infinite');
          return HttpResponse.json({ success: true, data: null });
        }),
      );
      const { result } = run();
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1);
      const { error } = await result;
      expect(error).toMatchObject({ status: 'TIMEOUT', cause: 'timeout' });
      expect(isAnswerLost(error)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('401', () => {
    it('logs the user out and clears every cached response', async () => {
      server.use(http.get(URL, () => HttpResponse.json({ success: true, data: 'cached' })));
      const { store, result } = run({ session: { accessToken: 'old', refreshToken: 'older' } });
      await result;
      expect(probeApi.endpoints.probe.select()(store.getState()).data).toBe('cached');

      server.use(
        http.get(URL, () =>
          HttpResponse.json(errorBody('UNAUTHORIZED', '인증이 필요합니다.'), { status: 401 }),
        ),
      );
      await store.dispatch(probeApi.endpoints.probe.initiate(undefined, { forceRefetch: true }));
      expect(store.getState().session).toEqual({
        accessToken: null,
        refreshToken: null,
        loginId: null,
      });
      expect(probeApi.endpoints.probe.select()(store.getState()).data).toBeUndefined();
    });

    it('leaves an anonymous caller (a wrong password) with the error to show', async () => {
      server.use(
        http.get(URL, () =>
          HttpResponse.json(
            errorBody('BAD_CREDENTIALS', '아이디 혹은 비밀번호를 다시 확인해주세요.'),
            {
              status: 401,
            },
          ),
        ),
      );
      const { error } = await run().result;
      expect(error).toMatchObject({ status: 401, code: 'BAD_CREDENTIALS', cause: 'unauthorized' });
    });

    it('is seen even when the 401 body is not JSON', async () => {
      server.use(
        http.get(
          URL,
          () =>
            new HttpResponse('Unauthorized', {
              status: 401,
              headers: { 'Content-Type': 'text/plain' },
            }),
        ),
      );
      const anonymous = await run().result;
      expect(anonymous.error).toEqual({
        status: 401,
        code: 'HTTP_401',
        cause: 'unauthorized',
        message: CAUSE_MESSAGES.unauthorized,
      });
      const { store, result } = run({ session: { accessToken: 'old', refreshToken: 'older' } });
      await result;
      expect(store.getState().session.accessToken).toBeNull();
    });
  });
});
