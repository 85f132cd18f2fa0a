import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { prefetchFirstScreen } from '@/app/boot/prefetch';
import { makeStore } from '@/app/store';
import { renderApp } from '@/test/render-app';

const at = (url: string) => new URL(url, 'http://localhost') as unknown as Location;

/** Every contracts call the app makes, with its filter (null for none). */
function watchContractCalls() {
  const filters: Array<string | null> = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/v1/contracts'))
      filters.push(url.searchParams.get('searchFilter'));
  });
  return filters;
}

afterEach(() => server.events.removeAllListeners());

it.each([
  ['/main', null],
  ['/', null],
  ['/main?filter=HIGH_RETURN', 'HIGH_RETURN'],
  ['/main?filter=nonsense', null],
])("opening %s asks for home's contracts at boot, filter %s", async (url, filter) => {
  const filters = watchContractCalls();
  const store = makeStore();
  prefetchFirstScreen(store.dispatch, at(url));
  await waitFor(() => expect(filters).toEqual([filter]));
});

/** The path of every call the app makes. */
function watchCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname.replace(/^.*\/api\/v1/, ''));
  });
  return calls;
}

it.each([
  ['/loan-apply/progress/108', '/contracts/108'],
  ['/loan-apply-detail/107', '/contracts/107'],
  ['/investment/106', '/contracts/106'],
])('opening %s asks for that contract at boot', async (url, call) => {
  const calls = watchCalls();
  prefetchFirstScreen(makeStore().dispatch, at(url));
  await waitFor(() => expect(calls).toEqual([call]));
});

it('asks for nothing on other screens, nor for an id no server has', async () => {
  const calls = watchCalls();
  for (const url of ['/myNft', '/menu', '/loan-apply/progress/abc', '/investment/0']) {
    prefetchFirstScreen(makeStore().dispatch, at(url));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toEqual([]);
});

it("a contract's screen then uses the contract already asked for, not a second call", async () => {
  const calls = watchCalls();
  const store = makeStore();
  prefetchFirstScreen(store.dispatch, at('/loan-apply/progress/108'));
  renderApp('/loan-apply/progress/108', { store });
  expect(await screen.findByRole('region', { name: '투자 진행 현황' })).toBeInTheDocument();
  expect(calls.filter((call) => call === '/contracts/108')).toHaveLength(1);
});

it('the home screen then uses the answer already asked for, not a second call', async () => {
  server.use(
    http.get('*/api/v1/contracts', () =>
      HttpResponse.json({ success: true, data: { contracts: [] } }),
    ),
  );
  const filters = watchContractCalls();
  const store = makeStore();
  prefetchFirstScreen(store.dispatch, at('/main'));
  renderApp('/main', { store });
  expect(await screen.findByText('투자 가능한 계약이 없습니다.')).toBeInTheDocument();
  expect(filters).toEqual([null]);
});
