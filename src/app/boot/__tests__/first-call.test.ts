import { waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { server } from '@mocks/node';
import { firstCallAt, startFirstCall } from '@/app/boot/first-call';
import { prefetchFirstScreen } from '@/app/boot/prefetch';
import { makeStore } from '@/app/store';
import { homeApi } from '@/features/home/api';
import { takeEarlyResponse } from '@/shared/api/early-get';
import { contractsApi } from '@/shared/api/contracts-api';
import { nextTask } from '@/shared/lib/next-task';

const at = (url: string) => new URL(url, 'http://localhost') as unknown as Location;

/** Every call that reaches the server: its path and query, and the Authorization it carried. */
function watchCalls() {
  const calls: Array<{ call: string; authorization: string | null }> = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push({
      call: url.pathname.replace(/^.*\/api\/v1/, '') + url.search,
      authorization: request.headers.get('Authorization'),
    });
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());

it.each([
  ['/main', { endpoint: 'getContracts', arg: undefined }],
  ['/', { endpoint: 'getContracts', arg: undefined }],
  ['/main?filter=LOW_RISK', { endpoint: 'getContracts', arg: 'LOW_RISK' }],
  ['/main?filter=nonsense', { endpoint: 'getContracts', arg: undefined }],
  ['/loan-apply/progress/108', { endpoint: 'getContract', arg: 108 }],
  ['/loan-apply-detail/107', { endpoint: 'getContract', arg: 107 }],
  ['/investment/106', { endpoint: 'getContract', arg: 106 }],
  ['/loan-apply/progress/abc', null],
  ['/investment/0', null],
  ['/myNft', null],
  ['/login', null],
])('the first call at %s is %j', (url, call) => {
  expect(firstCallAt(at(url))).toEqual(call);
});

it.each([
  ['/main', '/contracts'],
  ['/main?filter=HIGH_RETURN', '/contracts?searchFilter=HIGH_RETURN'],
  ['/loan-apply/progress/108', '/contracts/108'],
  ['/investment/106', '/contracts/106'],
])(
  'the call the boot script starts at %s is the one the screen uses: one request, its answer in the store',
  async (url, call) => {
    const calls = watchCalls();
    startFirstCall(at(url));
    const store = makeStore();
    prefetchFirstScreen(store.dispatch, at(url));
    await waitFor(() => {
      const queries = Object.values(store.getState().api.queries);
      expect(queries.map((query) => query?.status)).toEqual(['fulfilled']);
    });
    expect(calls).toEqual([{ call, authorization: null }]);
  },
);

it('the boot script starts the call a task after its own (the stored session is read apart), and the store, which waits a task too (main.tsx), takes that answer: one request', async () => {
  const calls = watchCalls();
  const fetching = jest.spyOn(window, 'fetch');
  await import('@/app/boot/boot');
  const asked = () => fetching.mock.calls.filter(([input]) => String(input).includes('/api/'));
  expect(asked()).toEqual([]);
  await nextTask();
  expect(asked()).toHaveLength(1);
  const store = makeStore();
  prefetchFirstScreen(store.dispatch, window.location);
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(queries.map((query) => query?.status)).toEqual(['fulfilled']);
  });
  expect(calls).toEqual([{ call: '/contracts', authorization: null }]);
  fetching.mockRestore();
});

it('on a visit the service worker answers (every script here at once), the boot script starts the call in its own task, and the store still takes that answer: one request', async () => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: {} },
  });
  const calls = watchCalls();
  const fetching = jest.spyOn(window, 'fetch');
  try {
    // A module registry of its own: the boot script runs again, and the store it hands its
    // answer to is from the same registry.
    await jest.isolateModulesAsync(async () => {
      await import('@/app/boot/boot');
      const asked = fetching.mock.calls.filter(([input]) => String(input).includes('/api/'));
      expect(asked).toHaveLength(1);
      const { makeStore: makeIsolatedStore } = await import('@/app/store');
      const { prefetchFirstScreen: prefetch } = await import('@/app/boot/prefetch');
      const store = makeIsolatedStore();
      prefetch(store.dispatch, window.location);
      await waitFor(() => {
        const queries = Object.values(store.getState().api.queries);
        expect(queries.map((query) => query?.status)).toEqual(['fulfilled']);
      });
    });
    expect(calls).toEqual([{ call: '/contracts', authorization: null }]);
  } finally {
    fetching.mockRestore();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  }
});

it('a logged-in user’s early call carries the token, and the store’s call, made at once, matches it', async () => {
  localStorage.setItem('accessToken', 'test-access-token');
  localStorage.setItem('refreshToken', 'test-refresh-token');
  const calls = watchCalls();
  startFirstCall(at('/loan-apply/progress/108'));
  const store = makeStore();
  prefetchFirstScreen(store.dispatch, at('/loan-apply/progress/108'));
  const result = await store.dispatch(contractsApi.endpoints.getContract.initiate(108));
  expect(result.error).toBeUndefined();
  expect(result.data?.contract.loanAmount).toBeGreaterThan(0);
  expect(calls).toEqual([{ call: '/contracts/108', authorization: 'Bearer test-access-token' }]);
});

it('an early answer is used once: a later call for the same list asks the server again', async () => {
  const calls = watchCalls();
  startFirstCall(at('/main'));
  const store = makeStore();
  await store.dispatch(homeApi.endpoints.getContracts.initiate(undefined));
  await store.dispatch(homeApi.endpoints.getContracts.initiate(undefined, { forceRefetch: true }));
  expect(calls.map(({ call }) => call)).toEqual(['/contracts', '/contracts']);
});

it('an early call that fails is the screen’s failure, reported by its cause (a 503, not a network error)', async () => {
  server.use(
    http.get('*/api/v1/contracts', () =>
      HttpResponse.json({ success: false, error: { code: 'DOWN' } }, { status: 503 }),
    ),
  );
  startFirstCall(at('/main'));
  const store = makeStore();
  const result = await store.dispatch(homeApi.endpoints.getContracts.initiate(undefined));
  expect(result.error).toMatchObject({ status: 503 });
});

it('the caller’s abort (RTK Query’s timeout) still ends the wait for an early answer that hangs', async () => {
  let reached: () => void = () => {};
  const answering = new Promise<void>((resolve) => (reached = resolve));
  server.use(
    http.get('*/api/v1/contracts', async () => {
      reached();
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
  startFirstCall(at('/main'));
  const controller = new AbortController();
  const taken = takeEarlyResponse(
    new Request('http://localhost/api/v1/contracts', { signal: controller.signal }),
  );
  expect(taken).toBeDefined();
  controller.abort(new DOMException('timed out', 'AbortError'));
  await expect(taken).rejects.toThrow('timed out');
  // The early call reached the server within this test, not the next one's watch.
  await answering;
});

it('with site data blocked (reading localStorage throws), the store and the early call start logged out', async () => {
  const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
  const calls = watchCalls();
  startFirstCall(at('/loan-apply/progress/108'));
  const store = makeStore();
  blocked.mockRestore();
  expect(store.getState().session).toEqual({
    accessToken: null,
    refreshToken: null,
    loginId: null,
  });
  const result = await store.dispatch(contractsApi.endpoints.getContract.initiate(108));
  expect(result.error).toBeUndefined();
  expect(calls).toEqual([{ call: '/contracts/108', authorization: null }]);
});
