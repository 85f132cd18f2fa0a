import { screen, within } from '@testing-library/react';
import { setDialect } from '@mocks/handlers/dialect';
import { HOSTILE_TEXT, setHostileData } from '@mocks/handlers/hostile-data';
import { renderApp } from '@/test/render-app';

/** What a page would have, had it turned a server's string into markup or a link. */
function whatRan(container: HTMLElement) {
  return {
    scripts: container.querySelectorAll('script').length,
    handlers: container.querySelectorAll('[onerror], [onload], [onclick]').length,
    scriptLinks: [...container.querySelectorAll('a[href]')].filter((a) =>
      /^(javascript|data):/i.test(a.getAttribute('href') ?? ''),
    ).length,
    unsafeImages: [...container.querySelectorAll('img[src]')].filter(
      (img) => !/^(https?:|data:image\/|blob:|\/)/i.test(img.getAttribute('src') ?? ''),
    ).length,
  };
}

const NOTHING = { scripts: 0, handlers: 0, scriptLinks: 0, unsafeImages: 0 };

test.each(['canonical', 'loose'] as const)(
  'script in every text and address of an NFT (%s dialect) is shown as text, and no link or image takes it',
  async (dialect) => {
    setDialect(dialect);
    setHostileData(true);
    const { container } = renderApp('/nft/detail/4');

    const title = await screen.findByRole('heading', {
      level: 2,
      name: `푸른 고래${HOSTILE_TEXT}`,
    });
    expect(title).toBeVisible();
    // The cover's address was `javascript:`, `data:text/html` or a broken tag: its placeholder.
    expect(screen.getByRole('img', { name: `푸른 고래${HOSTILE_TEXT} 커버 이미지` }).tagName).toBe(
      'DIV',
    );
    const details = screen.getByRole('region', { name: '상세 정보' });
    expect(within(details).getByText(`바다소년${HOSTILE_TEXT}`, { selector: 'dd' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: '스트리밍 링크' })).queryAllByRole('link'),
    ).toEqual([]);
    expect(whatRan(container)).toEqual(NOTHING);
  },
);

test('home and a contract page show hostile titles as text', async () => {
  setHostileData(true);
  const { container: homePage, unmount } = renderApp('/main');
  expect(
    (await screen.findAllByText((text) => text.endsWith(HOSTILE_TEXT))).length,
  ).toBeGreaterThan(2);
  expect(whatRan(homePage)).toEqual(NOTHING);
  unmount();

  const { container: contractPage } = renderApp('/loan-apply/progress/108');
  expect(
    (await screen.findAllByText((text) => text.endsWith(HOSTILE_TEXT))).length,
  ).toBeGreaterThan(0);
  expect(whatRan(contractPage)).toEqual(NOTHING);
});
