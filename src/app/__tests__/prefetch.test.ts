import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { prefetchFirstScreen } from '@/app/prefetch';
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

it('asks for nothing on other screens', async () => {
  const filters = watchContractCalls();
  let other = 0;
  server.events.on('request:start', () => {
    other += 1;
  });
  prefetchFirstScreen(makeStore().dispatch, at('/myNft'));
  prefetchFirstScreen(makeStore().dispatch, at('/loan-apply/progress/3'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(filters).toEqual([]);
  expect(other).toBe(0);
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
