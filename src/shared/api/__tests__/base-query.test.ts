import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { makeStore } from '../../../app/store';
import { api } from '../api';
import { REQUEST_TIMEOUT_MS } from '../base-query';
import {
  GENERIC_ERROR_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../api-error';

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

  it('reads the server error body of an HTTP error', async () => {
    server.use(
      http.get(URL, () =>
        HttpResponse.json(errorBody('BELOW_MINIMUM', '최소 투자 금액보다 적습니다.'), {
          status: 400,
        }),
      ),
    );
    const { error } = await run().result;
    expect(error).toEqual({
      status: 400,
      code: 'BELOW_MINIMUM',
      message: '최소 투자 금액보다 적습니다.',
    });
  });

  it('turns a 2xx with success:false into an error', async () => {
    server.use(http.get(URL, () => HttpResponse.json(errorBody('NOPE', '처리할 수 없습니다.'))));
    const { error } = await run().result;
    expect(error).toEqual({ status: 200, code: 'NOPE', message: '처리할 수 없습니다.' });
  });

  it.each([
    ['missing data', () => HttpResponse.json({ success: true })],
    ['a body that is not an object', () => HttpResponse.json([1, 2, 3])],
    [
      'an HTML body',
      () => new HttpResponse('<html>hi</html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    [
      'JSON that does not parse',
      () => new HttpResponse('{"success":', { headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('turns a 2xx with %s into a handled error', async (_name, respond) => {
    server.use(http.get(URL, respond));
    const { error } = await run().result;
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: INVALID_RESPONSE_MESSAGE });
  });

  it('keeps the HTTP status of an error with an HTML body', async () => {
    server.use(
      http.get(
        URL,
        () =>
          new HttpResponse('<h1>Bad Gateway</h1>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const { error } = await run().result;
    expect(error).toEqual({ status: 502, code: 'HTTP_502', message: GENERIC_ERROR_MESSAGE });
  });

  it('keeps the HTTP status of an error with an empty body', async () => {
    server.use(http.get(URL, () => new HttpResponse(null, { status: 500 })));
    const { error } = await run().result;
    expect(error).toMatchObject({ status: 500, message: GENERIC_ERROR_MESSAGE });
  });

  it('reports a network failure in Korean', async () => {
    server.use(http.get(URL, () => HttpResponse.error()));
    const { error } = await run().result;
    expect(error).toEqual({
      status: 'NETWORK',
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
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
      expect(error).toEqual({ status: 'TIMEOUT', code: 'TIMEOUT', message: NETWORK_ERROR_MESSAGE });
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
      expect(store.getState().session).toEqual({ accessToken: null, refreshToken: null });
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
      expect(error).toEqual({
        status: 401,
        code: 'BAD_CREDENTIALS',
        message: '아이디 혹은 비밀번호를 다시 확인해주세요.',
      });
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
        message: SESSION_EXPIRED_MESSAGE,
      });
      const { store, result } = run({ session: { accessToken: 'old', refreshToken: 'older' } });
      await result;
      expect(store.getState().session.accessToken).toBeNull();
    });
  });
});
