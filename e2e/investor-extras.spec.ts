import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, logIn, reviewShot, test } from './fixtures';
import { words } from './words';

/** Unfolds RFC 5545 continuation lines and splits the file into its lines. */
const icsLines = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

test('상환받기의 "캘린더에 추가"는 받을 회차마다 하루 전 알림이 있는 일정 파일을 내려받는다', async ({
  page,
}) => {
  await logIn(page, 'investor1', { next: '/repayment-received' });
  const chart = page.getByRole('region', { name: '월별 받을 금액' });
  const button = chart.getByRole('button', { name: '캘린더에 추가' });
  await expect(button).toBeEnabled();
  // What the list shows is what the file must hold: every upcoming card's round and amount.
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('musicloan-repayments.ics');
  const lines = icsLines(readFileSync(await download.path(), 'utf8'));

  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const events = lines.filter((line) => line === 'BEGIN:VEVENT');
  expect(events).toHaveLength(shown);
  const starts = lines.filter((line) => line.startsWith('DTSTART;TZID=Asia/Seoul:'));
  expect(starts).toHaveLength(shown);
  for (const start of starts) expect(start).toMatch(/:\d{8}T090000$/);
  const summaries = lines.filter((line) => line.startsWith('SUMMARY:'));
  for (const summary of summaries)
    expect(summary).toMatch(/^SUMMARY:\[뮤직론\] .+ \d+회차 수령 [\d\\,]+원$/);
  expect(lines.filter((line) => line === 'TRIGGER:-P1D')).toHaveLength(shown);
  // The first card's amount is in an event's title (the card, not its month's heading and total).
  const firstAmount =
    (await cards.first().getByRole('article').innerText()).match(/([\d,]+)원/)?.[1] ?? 'none';
  expect(summaries.some((s) => s.includes(firstAmount.replace(/,/g, '\\,')))).toBe(true);
});

/**
 * The browser says it is offline, or online again: `navigator.onLine` and the event, set by the
 * journey itself. The emulator's own `onLine` is not what this stands on: some Chromium builds
 * stopped updating it (issue 51).
 */
async function browserSays(page: Page, online: boolean) {
  await page.evaluate((on) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => on });
    window.dispatchEvent(new Event(on ? 'online' : 'offline'));
  }, online);
}

test('오프라인이 되면 안내가 뜨고 투자 버튼이 이유와 함께 잠기며, 다시 연결되면 풀린다', async ({
  page,
  context,
}) => {
  await logIn(page, 'investor1', { next: '/investment-input/108' });
  await expect(page.getByText('최소 10,000원 ~ 최대 7,000,000원')).toBeVisible();
  await page.getByRole('textbox', { name: '투자 금액' }).fill('10000');
  await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
  const invest = page.getByRole('button', { name: '투자하기' });
  await expect(invest).toBeEnabled();

  await context.setOffline(true);
  await browserSays(page, false);
  await expect(page.getByRole('status').filter({ hasText: words.offline.notice })).toBeVisible();
  await expect(invest).toBeDisabled();
  await expect(page.getByText('인터넷에 연결되면 진행할 수 있어요.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'offline');

  await context.setOffline(false);
  await browserSays(page, true);
  await expect(page.getByText(words.offline.notice)).toHaveCount(0);
  await expect(invest).toBeEnabled();
});

test('홈 화면에 설치할 수 있다: 매니페스트와 아이콘이 있다', async ({ page }) => {
  // Not in the HTML: Chromium's installability check would compete with the first screen's load.
  // The app links it once the page has loaded and gone idle (src/app/boot/link-manifest.ts).
  expect(await (await page.request.get('/main')).text()).not.toContain('rel="manifest"');
  await page.goto('/main');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
    { timeout: 15_000 },
  );
  const href = '/manifest.webmanifest';
  // Chromium itself has found the manifest added after load, as its install control would.
  const cdp = await page.context().newCDPSession(page);
  const found = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(found.url).toMatch(/\/manifest\.webmanifest$/);
  expect(found.errors).toEqual([]);
  const manifest = (await (await page.request.get(href)).json()) as {
    short_name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: '뮤직론',
    display: 'standalone',
    start_url: '/main',
  });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon).toBeDefined();
    const response = await page.request.get(icon?.src ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});
