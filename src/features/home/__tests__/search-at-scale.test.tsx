import { screen, within } from '@testing-library/react';
import { largeTitle } from '@mocks/db/large-world';
import { resetDb, setWorld } from '@mocks/db/store';
import { setDialect } from '@mocks/handlers/dialect';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { renderApp } from '@/test/render-app';
import '@/features/home/pages/SearchPage';
import '@/features/my-nft/pages/MyNftPage';

/**
 * Search and my music with a platform's number of loans (issue "Fast at a platform's size"):
 * 5,022 open loans, 500 held by investor1. Only what is on screen is drawn; nothing is silently
 * left out.
 */
beforeEach(() => {
  setWorld('5000');
  resetDb();
});

const results = async (count: string) =>
  screen.findByRole('region', { name: `검색 결과 ${count}건` }, { timeout: 5_000 });

it.each(['canonical', 'loose'] as const)(
  'finds thousands of loans by title in the %s dialect, draws a screenful, and says which loans were searched by singer',
  async (dialect) => {
    setDialect(dialect);
    renderApp('/search?q=의');
    const region = await results('5,005');
    const drawn = within(region).getAllByRole('listitem');
    expect(drawn.length).toBeLessThan(20);
    expect(drawn[0]).toHaveAttribute('aria-setsize', '5005');
    expect(within(drawn[0]).getByRole('article')).toBeInTheDocument();
    expect(
      screen.getByText(/곡명은 대출 5,022건 모두에서, 가수명은 목록 앞의 40건에서 찾았어요\./),
    ).toBeInTheDocument();
  },
);

it('finds any one of 5,000 loans by its title as the person types', async () => {
  const { user } = renderApp('/search');
  const title = largeTitle(4_000);
  await user.type(screen.getByRole('textbox', { name: '곡명 또는 가수명 검색' }), title);
  const region = await results('1');
  expect(within(region).getByRole('article', { name: title })).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: title })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/loan-apply\/progress\/\d+$/),
  );
});

it('lists the 500 loans an investor holds, drawing only those on screen', async () => {
  const store = await storeLoggedInAs('investor1');
  renderApp('/myNft?tab=invested', { store });
  const list = await screen.findByRole('list', { name: 'NFT 목록' }, { timeout: 5_000 });
  const drawn = within(list).getAllByRole('listitem');
  expect(drawn.length).toBeLessThan(20);
  expect(Number(drawn[0].getAttribute('aria-setsize'))).toBeGreaterThanOrEqual(500);
});
