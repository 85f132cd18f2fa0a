import { deployA, type Deployment } from './deploy-helpers';
import { expect, test } from './fixtures';

// A tab opened on one build while the next is deployed (README, Deploying): the screens it has
// not opened yet are chunks of the old build. With the old files kept, they still open; without
// them, nginx answers 404 (never index.html, which the browser would run as a script) and the app
// says so and offers a reload, which opens the new build.

const prodServer = `http://127.0.0.1:${process.env.E2E_PROD_PORT ?? 4174}`;
// Ports off the fetch standard's blocked list (4190 is one: Firefox refuses it).
let deployment: Deployment;

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeEach(async ({}, testInfo) => {
  deployment = await deployA(4280 + testInfo.parallelIndex, prodServer);
});

// The tab first, then its server: a tab left open goes on loading (the telemetry reporter's chunk,
// once the page is idle), and a server gone under it is a failed request.
test.afterEach(async ({ page }) => {
  await page.close();
  await deployment.stop();
});

const build = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () => document.querySelector('meta[name="app-build"]')?.getAttribute('content') ?? '1',
  );

/** Home's first card, a screen whose chunk the tab has not loaded yet. */
async function openFirstLoan(page: import('@playwright/test').Page) {
  await page.getByRole('region', { name: '최근 등록된 계약' }).getByRole('link').first().click();
}

test('배포 뒤에도 이전 파일이 남아 있으면, 열려 있던 탭은 아직 안 연 화면을 그대로 연다', async ({
  page,
}) => {
  await page.goto(`${deployment.origin}/main`);
  await expect(page.getByRole('region', { name: '최근 등록된 계약' })).toBeVisible();
  deployment.deployB({ keepOld: true });

  await openFirstLoan(page);
  await expect(page.getByRole('heading', { name: '투자 진행 현황' })).toBeVisible();
  expect(await build(page)).toBe('1');
});

test.describe('이전 파일을 지운 배포', () => {
  // The old chunks' 404s, as the browser reports them (a plain-text 404 is refused as a script or
  // stylesheet), and the route's error as React Router logs it.
  test.use({
    allowedErrors: [
      /404|Failed to load resource|Refused to (execute script|apply style)|ChunkLoadError/,
    ],
  });

  test('열려 있던 탭은 빈 화면 대신 다시 불러오라고 하고, 다시 시도하면 새 버전이 열린다', async ({
    page,
  }) => {
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(error.message));
    await page.goto(`${deployment.origin}/main`);
    await expect(page.getByRole('region', { name: '최근 등록된 계약' })).toBeVisible();
    deployment.deployB({ keepOld: false });

    const missing = page.waitForResponse(
      (r) => r.status() === 404 && /\/assets\/.+\.js$/.test(r.url()),
    );
    await openFirstLoan(page);
    const answer = await missing;
    expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
    await expect(page.getByRole('alert')).toContainText('화면을 불러오지 못했습니다.');
    await expect(page.getByRole('alert')).toContainText('새 버전이 나왔어요.');
    // The header around it still works; no script failed uncaught, none was HTML.
    await expect(page.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
    expect(scriptErrors).toEqual([]);

    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByRole('heading', { name: '투자 진행 현황' })).toBeVisible();
    expect(await build(page)).toBe('2');
  });
});
