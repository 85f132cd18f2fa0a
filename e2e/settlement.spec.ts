import type { Page } from '@playwright/test';
import {
  LOOSE_DIALECT,
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  logIn,
  reviewShot,
  test,
} from './fixtures';

// The bundle's CSP (script-src 'self') blocks the inline script the axe helper injects; the
// fixture should do this for every spec (reported), until then this spec opts in itself.

const headerTitle = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name, exact: true });
const tabBar = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });
const statusTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: '상환 상태' }).getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const cards = (page: Page) => panel(page).getByRole('listitem');
const repayButtons = (page: Page) => page.getByRole('button', { name: /상환하기$/ });

/** Waits until no loader is left on the screen (lazy chunk, lists, chart). */
const settled = (page: Page) => expect(page.getByText(/불러오는 중/)).toHaveCount(0);

/** Checks that nothing pushes the page sideways at 390px, and keeps a picture for review. */
async function snap(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewShot(page, name);
}

test('투자자는 정산 관리에서 받을 상환금과 월별 그래프를 본다', LOOSE_DIALECT, async ({ page }) => {
  await logIn(page, 'investor1');
  await tabBar(page).getByRole('button', { name: '정산 관리', exact: true }).click();
  await expectPath(page, '/adjustment');
  await expect(page.getByRole('heading', { level: 1, name: '나의 정산 관리' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'adjustment');

  await page.getByRole('link', { name: /상환받기/ }).click();
  await expectPath(page, '/repayment-received');
  await expect(headerTitle(page, '상환받기')).toBeVisible();
  await expect(statusTab(page, '상환 예정')).toHaveAttribute('aria-selected', 'true');
  await settled(page);

  // Seed: investor1 lends to 푸른 고래, 골목길 라디오 and 은하수 자전거, all repaying.
  await expect(page.getByRole('region', { name: '정산 요약' })).toContainText('3건');
  await expect(cards(page).first()).toContainText('받을 금액');
  await expect(cards(page).filter({ hasText: '골목길 라디오' }).first()).toContainText('1회차');
  await expect(page.getByRole('img', { name: /월별 받을 금액 막대 그래프/ })).toBeVisible();
  await expect(page.getByRole('table', { name: '월별 받을 금액' })).toBeAttached();
  await expect(repayButtons(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'repayment-received');

  await statusTab(page, '미상환').click();
  await expectPath(page, '/repayment-received?tab=overdue');
  await settled(page);
  await expect(cards(page).first()).toContainText('연체료');
  await expect(cards(page).first()).toContainText('연체');
  await expect(repayButtons(page)).toHaveCount(0);

  await page.getByRole('button', { name: '표로 보기' }).click();
  await expect(page.getByRole('table', { name: '월별 받을 금액' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'repayment-received-overdue');

  await statusTab(page, '상환 완료').click();
  await settled(page);
  await expect(cards(page).first()).toContainText('회차');
  await expect(cards(page).first()).not.toContainText('연체료');
  await snap(page, 'repayment-received-repaid');
});

test('대출자는 미상환 탭에서 상환을 확인하고 목록이 새로 고쳐진다', async ({ page }) => {
  await logIn(page, 'borrower1');
  await page.goto('/servicing-repayment');
  await expect(headerTitle(page, '상환하기')).toBeVisible();
  await settled(page);
  await expect(cards(page).first()).toContainText('상환 금액');
  await expect(repayButtons(page).first()).toBeEnabled();
  await expect(page.getByRole('img', { name: /월별 상환할 금액 막대 그래프/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'servicing-repayment');

  await statusTab(page, '미상환').click();
  await expectPath(page, '/servicing-repayment?tab=overdue');
  await settled(page);
  // Seed: 푸른 고래's third round is past due and unpaid.
  const late = cards(page).filter({ hasText: '푸른 고래' }).first();
  await expect(late).toContainText('3회차');
  await expect(late).toContainText('연체료');
  await expect(late).toContainText('합계');

  // A reload keeps the tab.
  await page.reload();
  await expect(statusTab(page, '미상환')).toHaveAttribute('aria-selected', 'true');
  await settled(page);

  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/me/contracts/confirmed')) listRequests.push(request.url());
  });

  await late.getByRole('button', { name: /상환하기$/ }).click();
  const dialog = page.getByRole('dialog', { name: '상환하시겠습니까?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('신청 후에는 수정할 수 없습니다.');
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'servicing-repayment-confirm');

  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toBeHidden();
  // Disabled while the second's wait and the refresh run, so a second tap cannot repeat it.
  await expect(late.getByRole('button', { name: /상환하기$/ })).toBeDisabled();
  // Spec: no call is made; after a second's wait the list is fetched again.
  await expect.poll(() => listRequests.some((url) => url.includes('status=OVERDUE'))).toBe(true);
  await settled(page);
  await expect(late).toContainText('3회차');
  await expect(late.getByRole('button', { name: /상환하기$/ })).toBeEnabled();
  expect(listRequests.every((url) => !url.includes('repay'))).toBe(true);
  await snap(page, 'servicing-repayment-overdue');
});

test('내 대출 계약은 받은 대출과 투자한 대출을 보여주고 상세로 이어진다', async ({ page }) => {
  await logIn(page, 'borrower1');
  await page.goto('/contract');
  await settled(page);
  const received = page.getByRole('region', { name: /내가 받은 대출/ });
  await expect(received.getByRole('link', { name: /푸른 고래/ })).toBeVisible();
  await expect(received.getByRole('link', { name: /별빛 정류장/ })).toBeVisible();
  // 한강의 새벽 is only registered: not a loan.
  await expect(received.getByRole('link', { name: /한강의 새벽/ })).toHaveCount(0);
  const invested = page.getByRole('region', { name: /내가 투자한 대출/ });
  await expect(invested.getByRole('link', { name: '대출 둘러보기' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'contract-borrower');

  await received.getByRole('link', { name: /푸른 고래/ }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/myNft\/detail\/\d+$/);
});

test('투자자의 내 대출 계약', async ({ page }) => {
  await logIn(page, 'investor1');
  await page.goto('/contract');
  await settled(page);
  const received = page.getByRole('region', { name: /내가 받은 대출/ });
  await expect(received.getByRole('link', { name: '음악 등록하러 가기' })).toBeVisible();
  const invested = page.getByRole('region', { name: /내가 투자한 대출/ });
  await expect(invested.getByRole('link', { name: /골목길 라디오/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'contract-investor');
});
