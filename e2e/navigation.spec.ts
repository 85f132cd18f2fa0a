import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  pathOf,
  reviewShot,
  test,
} from './fixtures';

const LOGIN_REQUIRED = '로그인 시 열람 가능합니다.';

// Layout-level landmarks only: the screens inside them are rebuilt by later issues.
const tabBar = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });
const tab = (page: Page, name: string) => tabBar(page).getByRole('button', { name, exact: true });
const headerTitle = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name, exact: true });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: LOGIN_REQUIRED });

const loginUrl = (next: string) => `/login?next=${encodeURIComponent(next)}`;

async function openHome(page: Page) {
  await page.goto('/');
  await expect(tab(page, '홈')).toHaveAttribute('aria-current', 'page');
  // The screen inside the layout has finished loading (lazy chunk, first data).
  await expect(page.getByText(/불러오는 중/)).toHaveCount(0);
}

test.describe('탭 이동 (비로그인)', () => {
  test('홈이 선택된 채로 열리고, 접근성 검사를 통과한다', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('link', { name: '뮤직론 홈으로' })).toBeVisible();
    await expect(tab(page, '내 음악')).not.toHaveAttribute('aria-current', 'page');
    await expect(tab(page, '정산 관리')).not.toHaveAttribute('aria-current', 'page');

    await expectNoSeriousA11yViolations(page);

    await reviewShot(page, 'home');
  });

  test('홈 탭을 누르면 홈에 머문다', async ({ page }) => {
    await openHome(page);
    await tab(page, '홈').click();

    await expect(tab(page, '홈')).toHaveAttribute('aria-current', 'page');
    await expect(loginDialog(page)).toBeHidden();
    expect(['/', '/main']).toContain(pathOf(page));
  });

  for (const { name, to } of [
    { name: '내 음악', to: '/myNft' },
    { name: '정산 관리', to: '/adjustment' },
  ]) {
    test(`'${name}' 탭은 로그인 안내를 띄우고, 취소하면 닫히고 로그인하면 로그인 화면으로 간다`, async ({
      page,
    }) => {
      await openHome(page);

      await tab(page, name).click();
      await expect(loginDialog(page)).toBeVisible();
      await loginDialog(page).getByRole('button', { name: '취소' }).click();
      await expect(loginDialog(page)).toBeHidden();
      await expectPath(page, '/');
      await expect(tab(page, '홈')).toHaveAttribute('aria-current', 'page');

      await tab(page, name).click();
      await expect(loginDialog(page)).toBeVisible();
      await loginDialog(page).getByRole('button', { name: '로그인' }).click();
      await expectPath(page, loginUrl(to));
      await expect(headerTitle(page, '로그인')).toBeVisible();
    });
  }
});

test.describe('바로 열기 (비로그인)', () => {
  test('/myNft 를 바로 열면 로그인 안내가 뜨고, 로그인을 누르면 돌아올 주소를 들고 간다', async ({
    page,
  }) => {
    await page.goto('/myNft');
    await expect(loginDialog(page)).toBeVisible();

    await loginDialog(page).getByRole('button', { name: '로그인' }).click();
    await expectPath(page, loginUrl('/myNft'));
    await expect(headerTitle(page, '로그인')).toBeVisible();
  });

  test('/myNft 안내에서 취소하면 홈으로 간다', async ({ page }) => {
    await page.goto('/myNft');
    await expect(loginDialog(page)).toBeVisible();

    await loginDialog(page).getByRole('button', { name: '취소' }).click();
    await expect(loginDialog(page)).toBeHidden();
    await expectPath(page, '/main');
    await expect(tab(page, '홈')).toHaveAttribute('aria-current', 'page');
  });
});

test('전체 메뉴는 더보기 화면을 열고, 뒤로 가기는 홈으로 돌아온다', async ({ page }) => {
  await openHome(page);

  await page.getByRole('link', { name: '전체 메뉴' }).click();
  await expectPath(page, '/menu');
  await expect(headerTitle(page, '더보기')).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);

  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expectPath(page, '/');
  await expect(tab(page, '홈')).toHaveAttribute('aria-current', 'page');
});
