import type { Page } from '@playwright/test';
import { expect, firstOpenContract, logIn, registeredSong, storeLoanTerms, test } from './fixtures';
import { smallTargets } from './a11y-functions';
import { words } from './words';

// KWCAG 2.2 items a frozen page's axe run cannot see (docs/accessibility.md): where a screen
// change leaves focus and what the tab is titled, the skip link, and the size of every target.

test('화면이 바뀌면 제목과 초점이 새 화면으로 가고, 뒤로 가면 누른 카드로 돌아온다', async ({
  page,
}) => {
  await page.goto('/main');
  await expect(page).toHaveTitle('홈 - 뮤직론');
  const recent = page.getByRole('region', { name: '최근 등록된 계약' });
  const card = recent.getByRole('article').first().getByRole('link');
  const cardName = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(/\/loan-apply\/progress\/\d+$/);
  await expect(page).toHaveTitle('대출 신청 현황 - 뮤직론');
  await expect(page.getByRole('heading', { level: 1, name: '대출 신청 현황' })).toBeFocused();

  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveTitle('홈 - 뮤직론');
  await expect(page.locator(`a[href="${cardName}"]`).first()).toBeFocused();
});

test('키보드로 본문 바로가기를 쓰면 초점이 화면 본문으로 간다', async ({ page }) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: '화면 설정' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '본문 바로가기' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

/** Opens `path` and lists its targets under 24 px once `ready` is visible. */
async function expectTargets(page: Page, path: string, ready: RegExp) {
  await page.goto(path);
  await expect(page.getByText(ready).filter({ visible: true }).first()).toBeVisible();
  // The screen's calls answered: its lists drawn, and none left for the next screen's page to lose.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(smallTargets), `${path}: targets under 24 px`).toEqual([]);
}

test('누를 수 있는 것은 모두 24px 이상이다: 둘러보기, 로그인과 가입, 메뉴', async ({ page }) => {
  await expectTargets(page, '/main', /대출 금액/);
  await expectTargets(page, `/search?q=${encodeURIComponent('라')}`, /검색 결과/);
  // Every loan's details in before leaving: a call the demo worker picks up after the page said
  // it is leaving goes past it to the static server (a 404; see logIn in fixtures.ts).
  await expect(page.getByText(words.search.singersLoading)).toHaveCount(0);
  await expectTargets(page, '/watchlist', /관심 대출/);
  await expectTargets(page, '/login', /아이디와 비밀번호를 입력해주세요/);
  await expectTargets(page, '/signup/basic', /아이디와 비밀번호를 입력해주세요/);
  await expectTargets(page, '/menu', /화면 설정/);
});

test('누를 수 있는 것은 모두 24px 이상이다: 대출받는 사람의 화면', async ({ page }) => {
  await logIn(page, 'borrower1');
  const { copyrightId, contractId } = await registeredSong(page);
  await expectTargets(page, '/myNft', /내 음악/);
  await expectTargets(page, `/myNft/detail/${copyrightId}`, /저작권 정보|대출 조건/);
  await expectTargets(page, '/nft/register/music-basic', /곡 제목/);
  await storeLoanTerms(page, contractId);
  await expectTargets(page, `/myNft/loan-contract/${copyrightId}/${contractId}`, /계약 조항/);
  await expectTargets(page, '/servicing-repayment', /회차/);
  await expectTargets(page, '/adjustment', /정산 관리/);
  await expectTargets(page, '/contract', /내 대출 계약/);
});

test('누를 수 있는 것은 모두 24px 이상이다: 투자자의 화면', async ({ page }) => {
  await logIn(page, 'investor1');
  const open = await firstOpenContract(page);
  await expectTargets(page, `/loan-apply/progress/${open}`, /투자 진행 현황/);
  await expectTargets(page, `/investment-input/${open}`, /세후 수익은 어떻게 계산하나요/);
  await expectTargets(page, '/repayment-received', /회차/);
});

test('계약서는 그리지 않고 입력한 이름으로 서명할 수 있다', async ({ page }) => {
  await logIn(page, 'borrower1');
  const { copyrightId, contractId } = await registeredSong(page);
  await storeLoanTerms(page, contractId);
  await page.goto(`/myNft/loan-contract/${copyrightId}/${contractId}`);
  await page.getByRole('textbox', { name: '성명' }).fill('김대출');
  await page.getByRole('button', { name: '이름으로 서명' }).click();
  // The pad now holds ink: some of its pixels are no longer blank.
  await expect
    .poll(() =>
      page.getByRole('img', { name: '서명란' }).evaluate((canvas) => {
        const { width, height } = canvas as HTMLCanvasElement;
        const pixels = (canvas as HTMLCanvasElement)
          .getContext('2d')!
          .getImageData(0, 0, width, height).data;
        let inked = 0;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) inked += 1;
        return inked;
      }),
    )
    .toBeGreaterThan(200);
});
