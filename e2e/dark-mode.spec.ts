import type { Page } from '@playwright/test';
import {
  expect,
  expectNoHtmlcsErrors,
  expectNoSeriousA11yViolations,
  logIn,
  test,
} from './fixtures';
import { colorSchemes } from '@/shared/ui/tokens';
import { LIGHT_ONLY_COLOURS, lightColouredElements, rgb } from './page-functions';
import { words } from './words';

/**
 * A phone in dark mode (issue 44): every screen and dialog is dark and readable, from the shell's
 * first paint on. The proof that the theme is one source: a surface or a text still in a
 * light-scheme colour lived somewhere else.
 */
test.use({ colorScheme: 'dark' });

/** Elements drawn in a light-scheme colour (page-functions.ts). */
const lightColoured = (page: Page) => page.evaluate(lightColouredElements, LIGHT_ONLY_COLOURS);

async function expectDarkAndReadable(page: Page) {
  await expect(page.getByText('데이터를 불러오는 중...')).toHaveCount(0);
  expect(await lightColoured(page), 'light-scheme colours on a dark screen').toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

const screens: Array<{
  name: string;
  url: string;
  as?: string;
  ready: (page: Page) => Promise<void>;
}> = [
  {
    name: '홈',
    url: '/main',
    ready: (page) => expect(page.getByRole('region', { name: '최근 등록된 계약' })).toBeVisible(),
  },
  {
    name: '계약 상세',
    url: '/loan-apply/progress/108',
    ready: (page) => expect(page.getByRole('region', { name: '투자 진행 현황' })).toBeVisible(),
  },
  {
    name: '검색',
    url: '/search?q=%E3%85%82%E3%85%82',
    // With every loan's details in: a call left in flight meets the next screen's load (a 404).
    ready: async (page) => {
      await expect(page.getByRole('region', { name: /^검색 결과 \d+건$/ })).toBeVisible();
      await expect(page.getByText(words.search.singersLoading)).toHaveCount(0);
    },
  },
  {
    name: '관심 대출 (비어 있음)',
    url: '/watchlist',
    ready: (page) => expect(page.getByText('관심 대출이 없어요.')).toBeVisible(),
  },
  {
    name: '로그인',
    url: '/login',
    ready: (page) => expect(page.getByRole('textbox', { name: '아이디' })).toBeVisible(),
  },
  {
    name: '내 음악',
    url: '/myNft',
    as: 'borrower1',
    ready: (page) => expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(),
  },
  {
    name: '투자 정보 입력',
    url: '/investment-input/108',
    as: 'investor1',
    ready: (page) => expect(page.getByText(/^최소 10,000원 ~ 최대/)).toBeVisible(),
  },
  {
    name: '상환하기',
    url: '/servicing-repayment',
    as: 'borrower1',
    ready: (page) => expect(page.getByRole('button', { name: /상환하기$/ }).first()).toBeVisible(),
  },
  {
    name: 'NFT 등록 1단계',
    url: '/nft/register/music-basic',
    as: 'borrower1',
    ready: async (page) => {
      await expect(page.getByRole('textbox', { name: '곡 제목' })).toBeVisible();
      // The stepper's numbers, which HTML_CodeSniffer reads by their own colour.
      await expectNoHtmlcsErrors(page);
    },
  },
  {
    name: '내 지갑',
    url: '/wallet',
    as: 'borrower1',
    ready: (page) => expect(page.getByRole('progressbar')).toHaveCount(0),
  },
  {
    name: '대출 계약서',
    url: '/myNft/loan-contract/5/105',
    as: 'borrower1',
    ready: (page) => expect(page.getByRole('heading', { name: /제1조/ })).toBeVisible(),
  },
];

for (const screen of screens) {
  test(`다크 모드: ${screen.name} 화면이 어둡고 읽기 쉽다`, async ({ page }) => {
    if (screen.as) await logIn(page, screen.as, { next: screen.url });
    else await page.goto(screen.url);
    await screen.ready(page);
    await expectDarkAndReadable(page);
  });
}

test('다크 모드: 투자 확인, 상환 확인, 로그아웃 확인 창도 어둡고 읽기 쉽다', async ({ page }) => {
  await logIn(page, 'investor1', { next: '/investment-input/108' });
  await page.getByRole('textbox', { name: '투자 금액' }).fill('10000');
  await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
  await page.getByRole('button', { name: '투자하기' }).click();
  const invest = page.getByRole('dialog', { name: '대출을 신청하시겠습니까?' });
  await expect(invest).toBeVisible();
  await expectDarkAndReadable(page);
  await invest.getByRole('button', { name: '취소' }).click();

  await page.goto('/menu');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('dialog', { name: '정말 로그아웃 하시겠습니까?' })).toBeVisible();
  await expectDarkAndReadable(page);
});

test('다크 모드: 상환 확인 창이 어둡고 읽기 쉽다', async ({ page }) => {
  await logIn(page, 'borrower1', { next: '/servicing-repayment' });
  await page
    .getByRole('button', { name: /상환하기$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: '상환하시겠습니까?' })).toBeVisible();
  await expectDarkAndReadable(page);
});

test.describe('스크립트 전', () => {
  test.use({ javaScriptEnabled: false });

  test('다크 모드 휴대폰은 앱이 그리기 전 첫 화면(셸, 미리 그린 로그인)부터 어둡다', async ({
    page,
  }) => {
    const dark = colorSchemes.dark;
    await page.goto('/main');
    await expect(page.locator('.shell')).toHaveCSS('background-color', rgb(dark.paper));
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(dark.background));
    await expect(page.locator('.shell-header span')).toHaveCSS('color', rgb(dark.text));
    await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveAttribute(
      'content',
      dark.paper,
    );

    await page.goto('/login');
    await expect(page.getByText('아이디와 비밀번호를 입력해주세요.')).toHaveCSS(
      'color',
      rgb(dark.textSecondary),
    );
    expect(await lightColoured(page)).toEqual([]);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} 모드`, () => {
    test.use({ colorScheme: scheme });

    test('진행률 50% 이상은 초록, 미만은 빨강의 진한 색으로 쓴다 (spec §9)', async ({ page }) => {
      const colors = colorSchemes[scheme];
      await page.goto('/main');
      const figure = (section: string, text: string) =>
        page.getByRole('region', { name: section }).getByText(text, { exact: true });
      await expect(figure('많은 사람들이 투자했어요', '90%')).toHaveCSS(
        'color',
        rgb(colors.positiveDark),
      );
      await expect(figure('최근 등록된 계약', '40%')).toHaveCSS('color', rgb(colors.warningDark));
    });
  });
}
