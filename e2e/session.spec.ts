import { expect, expectPath, logIn, storedTokens, test } from './fixtures';
import { tab, stepHeading, loginDialog, button } from './account-helpers';

// A session across the app: logging out from the menu, and a login made in another tab.

test('더보기에서 로그아웃하면 토큰이 지워지고 내 음악은 다시 로그인을 요구한다', async ({
  page,
}) => {
  await logIn(page, 'borrower1');
  await page.getByRole('link', { name: '전체 메뉴' }).click();
  await expectPath(page, '/menu');
  await expect(stepHeading(page, '내 프로필')).toBeVisible();

  const confirm = page.getByRole('dialog', { name: '정말 로그아웃 하시겠습니까?' });
  await button(page, '로그아웃').click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toBeHidden();
  await expect(stepHeading(page, '내 프로필')).toBeVisible();

  await button(page, '로그아웃').click();
  await confirm.getByRole('button', { name: '로그아웃' }).click();

  await expectPath(page, '/main');
  await expect(tab(page, '홈')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });

  await tab(page, '내 음악').click();
  await expect(loginDialog(page)).toBeVisible();
});

test('다른 탭에서 로그인하면 이 탭도 로그인 상태가 된다', async ({ page, context }) => {
  // This tab stays open on the menu while the other one logs in.
  await page.goto('/main');
  await page.getByRole('link', { name: '전체 메뉴' }).click();
  await expect(stepHeading(page, '로그인이 필요합니다')).toBeVisible();

  const other = await context.newPage();
  await logIn(other, 'investor1');

  // The storage event reaches this tab without a reload.
  await expect(stepHeading(page, '내 프로필')).toBeVisible();
  await expect(button(page, '로그아웃')).toBeVisible();
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(tab(page, '홈')).toHaveAttribute('aria-current', 'page');
  await tab(page, '내 음악').click();
  await expectPath(page, '/myNft');
  await expect(tab(page, '내 음악')).toHaveAttribute('aria-current', 'page');
  await expect(loginDialog(page)).toBeHidden();
  await other.close();
});
