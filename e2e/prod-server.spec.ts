import type { Page } from '@playwright/test';
import { expect, logIn, storedTokens, test } from './fixtures';

/**
 * The `prod-server` project: what `npm run build` ships (no demo backend inside) served by
 * `npm run mock:server`, which answers the API on the same origin over real HTTP.
 */

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name, exact: true });
const headerTitle = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name, exact: true });
const profileHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: '내 프로필', exact: true });

test('운영 번들은 서비스 워커를 등록하지 않고 데모 워커 파일도 없다', async ({ page, request }) => {
  await page.goto('/main');
  await expect(tab(page, '홈')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/불러오는 중/)).toHaveCount(0);

  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  );
  expect(registrations).toEqual([]);
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404);
});

test('investor1 은 같은 출처의 실제 HTTP 로 로그인하고, 더보기는 새로고침해도 열린다', async ({
  page,
  baseURL,
}) => {
  const loginResponse = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/auth/login',
  );
  await logIn(page, 'investor1');

  const response = await loginResponse;
  expect(response.url()).toBe(`${baseURL}/api/v1/auth/login`);
  expect(response.request().method()).toBe('POST');
  expect(response.status()).toBe(200);
  expect(response.fromServiceWorker()).toBe(false);
  const { accessToken } = await storedTokens(page);
  expect(await response.json()).toEqual({
    success: true,
    data: { accessToken, refreshToken: expect.any(String) },
  });

  await page.getByRole('link', { name: '전체 메뉴' }).click();
  await expect(headerTitle(page, '더보기')).toBeVisible();
  await expect(profileHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: '로그아웃', exact: true })).toBeVisible();

  // A reload asks the server for /menu itself: the history fallback answers with the app.
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(reloaded?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(headerTitle(page, '더보기')).toBeVisible();
  await expect(profileHeading(page)).toBeVisible();
});
