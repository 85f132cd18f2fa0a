import type { Page } from '@playwright/test';
import { expect, firstOpenContract, logIn, registeredSong, storeLoanTerms, test } from './fixtures';
import { largeTextProblems } from './a11y-functions';

// 200 % text (the phone's large-text setting; KWCAG 5.4.4 / WCAG 1.4.4 and 1.4.10): every screen
// reflows at a phone's width. Emulated as a 200 % root font size: every text size of ours is in
// rem (shared/ui/tokens.ts). Nothing scrolls sideways, no amount of won breaks inside its
// digits, no text is cut off by a box too small for it, no placeholder is longer than its field
// (the search field's hint is text that wraps). 320 px is also 1280 px at 400 % zoom
// (WCAG 1.4.10's reflow width).

const WIDTHS = [320, 390];

type Problems = ReturnType<typeof largeTextProblems>;

/** 200 % text from the page's first layout: the document element exists once the parser starts. */
const largeText = (page: Page) =>
  page.addInitScript(() => {
    const large = () => document.documentElement?.style.setProperty('font-size', '200%');
    large();
    document.addEventListener('readystatechange', large);
  });

/** Opens `path` and checks the page at each width once `ready` is visible. */
async function expectReflows(page: Page, path: string, ready: RegExp, widths = WIDTHS) {
  await page.setViewportSize({ width: widths[0], height: 844 });
  await page.goto(path);
  await expect(page.getByText(ready).filter({ visible: true }).first()).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    // A frame for the layout to settle at the new width.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // Called with no argument: the page's own document.
    const problems = await page.evaluate(largeTextProblems as () => Problems);
    expect(problems, `${path} at ${width}px`).toEqual({
      sideways: 0,
      broken: [],
      cut: [],
    });
  }
}

test.describe('200 % text', () => {
  test.beforeEach(({ page }) => largeText(page));

  test('둘러보기와 투자 화면은 큰 글씨에서도 옆으로 밀리지 않고 금액이 끊기지 않는다', async ({
    page,
  }) => {
    await logIn(page, 'investor1');
    const open = await firstOpenContract(page);
    await expectReflows(page, '/main', /대출 금액/);
    await expectReflows(page, `/search?q=${encodeURIComponent('라일락')}`, /라일락/);
    await expectReflows(page, '/menu', /화면 설정/);
    await expectReflows(page, `/loan-apply/progress/${open}`, /투자 진행 현황/);
    await expectReflows(page, `/investment/${open}`, /대출 신청 정보/);
    await expectReflows(page, `/investment-input/${open}`, /세후 수익은 어떻게 계산하나요/);
  });

  test('정산 화면은 큰 글씨에서도 옆으로 밀리지 않고 금액이 끊기지 않는다', async ({ page }) => {
    await logIn(page, 'investor1');
    await expectReflows(page, '/adjustment', /정산 관리/);
    await expectReflows(page, '/repayment-received', /회차/);
    await expectReflows(page, '/myNft?tab=invested', /내 음악/);
    await expectReflows(page, '/contract', /내 대출 계약/);
    await expectReflows(page, '/wallet', /다음에 받을 금액/);
  });

  test('대출받는 사람의 화면도 큰 글씨에서 그대로 읽힌다', async ({ page }) => {
    await logIn(page, 'borrower1');
    const { copyrightId, contractId } = await registeredSong(page);
    await expectReflows(page, `/myNft/detail/${copyrightId}`, /대출 조건|저작권 정보/);
    await expectReflows(page, `/loan-info-input/${copyrightId}/${contractId}`, /희망/);
    await storeLoanTerms(page, contractId);
    await expectReflows(page, `/loan-confirm/${copyrightId}/${contractId}`, /대출 신청 내용/);
    await expectReflows(page, `/myNft/loan-contract/${copyrightId}/${contractId}`, /계약 조항/);
    await expectReflows(page, '/servicing-repayment', /회차/);
    await expectReflows(page, '/wallet', /다음 상환/);
    await expectReflows(page, '/myNft', /내 음악/);
    await expectReflows(page, '/nft/register/music-basic', /곡의 기본 정보/);
  });

  test('로그인과 가입 화면은 큰 글씨에서 그대로 읽힌다', async ({ page }) => {
    await expectReflows(page, '/login', /아이디와 비밀번호를 입력해주세요/);
    await expectReflows(page, '/signup/basic', /회원가입/);
  });
});

test('400 % 확대(1280px 화면의 320px)에서도 화면이 옆으로 밀리지 않고 잘리지 않는다', async ({
  page,
}) => {
  await logIn(page, 'investor1');
  const open = await firstOpenContract(page);
  for (const [path, ready] of [
    ['/main', /대출 금액/],
    [`/investment-input/${open}`, /세후 수익은 어떻게 계산하나요/],
    ['/repayment-received', /회차/],
    ['/menu', /화면 설정/],
  ] as const) {
    await expectReflows(page, path, ready, [320]);
  }
});
