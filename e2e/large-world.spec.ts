import type { Page } from '@playwright/test';
import { expect, logIn, pathOf, test } from './fixtures';
import { stepToRow } from './page-functions';

// A platform's size (issue "Fast at a platform's size"): the demo bundle's world with 5,000 more
// open loans and 500 running ones that investor1 lent (?world=5000, mocks/db/large-world.ts).

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('demoWorld', '5000'));
});

const results = (page: Page) => page.getByRole('region', { name: /^검색 결과 [\d,]+건$/ });
const drawnPositions = (page: Page) =>
  results(page)
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('aria-posinset'))));

/** Scrolls the page until the result at `position` is drawn (the list draws a screenful). */
async function scrollToResult(page: Page, position: number) {
  await page.waitForFunction(stepToRow, position, { polling: 50, timeout: 30_000 });
}

test('검색: 5,000건 중 끝까지 내렸다 올리고, 4,000번째 대출을 눌러 연다', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('의')}`);
  await expect(results(page)).toHaveAccessibleName('검색 결과 5,005건', { timeout: 20_000 });
  await expect(page.getByText(/가수명은 목록 앞의 40건에서 찾았어요/)).toBeVisible();
  // A screenful is drawn, not 5,005 cards.
  expect((await drawnPositions(page)).length).toBeLessThan(20);

  // To the end and back: the last result, then the first, each drawn where it belongs.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = results(page).locator('[aria-posinset="5005"]');
  await expect(last).toBeVisible();
  await expect(last.getByRole('article')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(results(page).locator('[aria-posinset="1"]').getByRole('article')).toBeInViewport();

  await scrollToResult(page, 4_000);
  const row = results(page).locator('[aria-posinset="4000"]');
  await row.scrollIntoViewIfNeeded();
  const link = row.getByRole('link');
  const title = (await link.textContent()) ?? '';
  expect(title).not.toBe('');
  await link.click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/loan-apply\/progress\/\d+$/);
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();

  await page.goBack();
  await expect(results(page)).toHaveAccessibleName('검색 결과 5,005건');
});

test('상환받기: 6,000회차를 월별로 나누고, 고른 달의 첫 회차로 바로 간다', async ({ page }) => {
  await logIn(page, 'investor1', { next: '/repayment-received' });
  const list = page.getByRole('list', { name: '상환 회차' });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  expect(await list.getByRole('listitem').count()).toBeLessThan(25);

  const jump = page.getByRole('combobox', { name: '월로 이동' });
  const options = (await jump.getByRole('option').allTextContents()).filter((o) => o !== '월 선택');
  expect(options.length).toBeGreaterThanOrEqual(11);
  const target = options[options.length - 2];
  await jump.selectOption({ label: target });
  const month = target.replace(/ \(.*$/, '');
  const heading = list.getByRole('heading', { level: 3, name: new RegExp(`^${month}`) });
  // The jump ends with the month's first round focused; the page has then come to rest.
  await expect(list.locator('li:focus')).toContainText(month);
  await expect(heading).toBeInViewport();
  // Under the header and the sticky tabs, not behind them, once the list has drawn around it (a
  // busy machine draws the rows near the month after the first scroll, and the page settles).
  const tabs = page.getByRole('tablist', { name: '상환 상태' });
  await expect
    .poll(async () => {
      const [box, under] = [await heading.boundingBox(), await tabs.boundingBox()];
      return (box?.y ?? 0) - ((under?.y ?? 0) + (under?.height ?? 0));
    })
    .toBeGreaterThanOrEqual(-1);

  // Found by song: a loan's rounds alone, kept in the address.
  await page.getByRole('searchbox', { name: '곡명으로 찾기' }).fill('낯선 새벽의 불빛 5026');
  await expect.poll(() => pathOf(page)).toContain('song=');
  await expect(list.getByRole('listitem').first()).toContainText('낯선 새벽의 불빛 5026');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: '곡명으로 찾기' })).toHaveValue(
    '낯선 새벽의 불빛 5026',
  );
  await expect(list.getByRole('listitem').first()).toContainText('낯선 새벽의 불빛 5026');
});
