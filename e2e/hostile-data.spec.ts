import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';
import { HOSTILE_TEXT, TAMPERED_DRAFT, hostileRan, scriptLinks } from './hostile-words';

// Script in every string the server sends (the demo backend's hostile-data profile), on the
// demo bundle behind nginx with production's headers: shown as text, run nowhere, no link made of
// it. The CSP's report endpoint hears nothing of it either (e2e/csp-reports-teardown.ts).

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('demoHostileData', '1'));
});

async function expectShownAsTextOnly(page: Page, path: string, ready: RegExp | string) {
  await page.goto(path);
  await expect(page.getByText(ready).first()).toBeVisible();
  // (Search builds every card once and hides those not found: the first shown one.)
  await expect(
    page.getByText(HOSTILE_TEXT, { exact: false }).filter({ visible: true }).first(),
  ).toBeVisible();
  expect(await page.evaluate(hostileRan), path).toBe(0);
  expect(await page.evaluate(scriptLinks), path).toBe(0);
}

test('둘러보기: 제목과 가수에 든 스크립트는 글자로만 보이고, 아무것도 실행되지 않는다', async ({
  page,
}) => {
  await expectShownAsTextOnly(page, '/main', '최근 등록된 계약');
  await expectShownAsTextOnly(page, '/search?q=%EB%B3%84', /검색 결과/);
  await expectShownAsTextOnly(page, '/loan-apply/progress/108', '투자 진행 현황');
  await expectShownAsTextOnly(page, '/nft/detail/4', '상세 정보');
  // The streaming links were `javascript:` and `data:text/html`: none became a link.
  await expect(page.getByRole('region', { name: '스트리밍 링크' }).getByRole('link')).toHaveCount(
    0,
  );
});

test('내 화면: 내 음악과 정산에 든 스크립트도 글자로만 보인다', async ({ page }) => {
  await logIn(page, 'borrower1', { next: '/myNft' });
  await expectShownAsTextOnly(page, '/myNft', '내 음악');
  await expectShownAsTextOnly(page, '/servicing-repayment', '상환할 금액');
  await logIn(page, 'investor1', { next: '/repayment-received' });
  await expectShownAsTextOnly(page, '/repayment-received', '받을 금액');
});

test('손댄 작성 중 초안: 저장소에 든 스크립트와 링크는 입력값과 글자로만 돌아온다', async ({
  page,
}) => {
  await logIn(page, 'borrower1', { next: '/myNft' });
  await page.evaluate(
    (draft) => window.localStorage.setItem('nftFormData', draft),
    TAMPERED_DRAFT(HOSTILE_TEXT),
  );
  await page.goto('/nft/register/music-basic');
  await expect(page.getByRole('textbox', { name: '곡 제목' })).toHaveValue(`제목${HOSTILE_TEXT}`);
  await expect(page.getByRole('textbox', { name: '가수 1' })).toHaveValue(`가수${HOSTILE_TEXT}`);
  expect(await page.evaluate(hostileRan)).toBe(0);
  await page.goto('/nft/register/image-upload');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await page.evaluate(hostileRan)).toBe(0);
  expect(await page.evaluate(scriptLinks)).toBe(0);
  // No image was made of a `javascript:` or HTML address.
  const sources = await page
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(sources.filter((src) => !/^(data:image\/|blob:|https?:|\/)/.test(src))).toEqual([]);
});
