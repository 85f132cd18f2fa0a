import { expect, test } from './fixtures';
import { cachedAddresses, openUnderWorker } from './service-worker-helpers';
import { words } from './words';

// The production bundle's service worker (scripts/build/service-worker.ts): a phone with no signal opens
// the app to its offline state, not the browser's error page.
// Offline, the screens' own calls fail, as they should: only those are allowed to.
test.use({
  serviceWorkers: 'allow',
  allowedErrors: [/\/api\/v1\/.*ERR_INTERNET_DISCONNECTED|ERR_INTERNET_DISCONNECTED.*\/api\/v1\//],
});

test('한 번 열어 본 앱은 인터넷 없이도 열리고, 오프라인 안내와 다시 시도를 보여 준 뒤, 연결되면 새로고침 없이 불러온다', async ({
  page,
  context,
}) => {
  // The contract may wait out one of its pauses (up to 30 s) after the connection returns.
  test.setTimeout(60_000);
  await openUnderWorker(page, '/main');
  await expect(page.getByRole('heading', { name: words.home.popular })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(words.offline.notice)).toBeVisible();
  await expect(page.getByText(words.home.listFailed)).toBeVisible();
  await expect(page.getByText(words.offline.retrying)).toBeVisible();
  await expect(page.getByRole('navigation', { name: words.home.tabs })).toBeVisible();

  // A deep link opens too (the history fallback): the contract's own "could not load" state, and
  // no way to invest while offline.
  await page.goto('/loan-apply/progress/108');
  await expect(page.getByText(words.offline.notice)).toBeVisible();
  await expect(page.getByRole('button', { name: words.offline.retry })).toBeVisible();
  await expect(page.getByRole('link', { name: words.contract.invest })).toHaveCount(0);

  // Back online: the screen asks again by itself, whether or not the browser ever says "online"
  // (after an offline reload under the worker, some Chromium builds never do): within its longest
  // pause, with no tap.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: words.contract.progress })).toBeVisible({
    timeout: 35_000,
  });
  await expect(page.getByText(words.offline.notice)).toHaveCount(0);
});

test('서비스 워커의 캐시에는 API 응답이 없다 (로그인한 화면을 열어도)', async ({ page }) => {
  await openUnderWorker(page, '/login');
  await page.getByLabel('아이디').fill('investor1');
  await page.getByLabel('비밀번호', { exact: true }).fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL('**/main');
  await expect(page.getByRole('heading', { name: '많은 사람들이 투자했어요' })).toBeVisible();
  await page.goto('/myNft');
  await expect(page.getByRole('tab', { name: '내가 발행한' })).toBeVisible();

  const cached = await cachedAddresses(page);
  // Not vacuous: the app itself is there.
  expect(cached.some((address) => new URL(address).pathname === '/index.html')).toBe(true);
  expect(cached.some((address) => address.includes('/api/'))).toBe(false);
});
