import { readFile } from 'node:fs/promises';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  logIn,
  registeredSong,
  reviewShot,
  storeLoanTerms,
  test,
} from './fixtures';

test('서명한 계약서: 제출하면 사본이 내 지갑에 남고, 새로고침 뒤에도 서명과 조항 그대로 열리며, 지울 수 있다', async ({
  page,
}) => {
  await logIn(page, 'borrower1');
  const { copyrightId, contractId } = await registeredSong(page);
  await storeLoanTerms(page, contractId);
  await page.goto(`/myNft/loan-contract/${copyrightId}/${contractId}`);
  const checklist = page.getByRole('region', { name: '차입자 사전 확인 사항' });
  // .all() takes what is there now: wait for the document before ticking its list.
  await expect(checklist.getByRole('checkbox')).toHaveCount(5);
  for (const box of await checklist.getByRole('checkbox').all()) await box.check();
  await page.getByRole('textbox', { name: '성명' }).fill('김대출');
  await page.getByRole('button', { name: '이름으로 서명' }).click();
  await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
  await page.getByRole('button', { name: '제출하기' }).click();
  await expectPath(page, '/myNft');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

  // The menu says who is signed in; its wallet item opens 내 지갑.
  await page.goto('/menu');
  await expect(page.getByRole('region', { name: '내 프로필' })).toContainText('borrower1');
  await page.getByRole('link', { name: '내 지갑' }).click();
  await expectPath(page, '/wallet');
  await expect(page).toHaveTitle('내 지갑 - 뮤직론');
  const papers = page.getByRole('region', { name: '내 계약서' });
  const copy = papers.getByRole('link', { name: /1,000,000원 · 6회/ });
  await expect(copy).toBeVisible();
  await page.reload();
  await expect(copy).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'wallet-borrower');

  await copy.click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/wallet\/contracts\/c\d+-\d+$/);
  const document = page.getByRole('article', { name: '음원 저작권 NFT 담보 대출 계약서' });
  for (let article = 1; article <= 7; article += 1) {
    await expect(document.getByText(new RegExp(`^제${article}조 `))).toBeVisible();
  }
  await expect(document.getByText('대출 금액 1,000,000원', { exact: false })).toBeVisible();
  await expect(document.getByText('차입자: 김대출', { exact: false })).toBeVisible();
  const signature = document.getByRole('img', { name: '김대출의 서명' });
  await expect(signature).toBeVisible();
  expect(await signature.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'signed-contract');

  // On paper: the document alone, in the light colours, without the header or the buttons.
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.getByRole('button', { name: '인쇄 또는 PDF로 저장' })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  const ink = await document.evaluate((element) => getComputedStyle(element).color);
  expect(ink).not.toBe('rgb(255, 255, 255)');
  await reviewShot(page, 'signed-contract-print');
  await page.emulateMedia({ media: 'screen', colorScheme: 'light' });

  await page.getByRole('button', { name: '이 휴대폰에서 사본 삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expectPath(page, '/wallet');
  await expect(papers.getByText('아직 서명한 대출 계약서가 없어요.')).toBeVisible();
});

test('내 지갑: 투자자의 잔액과 받을 돈, 그 화면으로 이어지는 숫자', async ({ page }) => {
  await logIn(page, 'investor1', { next: '/wallet' });
  const invest = page.getByRole('region', { name: '투자' });
  await expect(invest.getByRole('link', { name: /투자 중인 금액/ })).toContainText('원');
  await expect(invest.getByRole('link', { name: /다음에 받을 금액/ })).toContainText(
    '이자소득세 15.4% 뗀 금액',
  );
  await expect(page.getByRole('region', { name: '보유 잔액' })).toContainText('원');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'wallet-investor');
  await invest.getByRole('link', { name: /연체/ }).click();
  await expectPath(page, '/repayment-received?tab=overdue');
  await expect(page.getByRole('tab', { name: '미상환' })).toHaveAttribute('aria-selected', 'true');
});

test.describe('느린 연결', () => {
  test.use({ latency: 1500 });

  test('내 지갑: 숫자를 불러오는 동안 그 자리를 잡아 두어, 숫자가 와도 아래의 계약서가 밀려 내려가지 않는다', async ({
    page,
  }) => {
    await logIn(page, 'investor1', { next: '/wallet' });
    const papers = page.getByRole('region', { name: '내 계약서' });
    await expect(
      page.getByRole('progressbar', { name: '투자 현황을 불러오는 중...' }),
    ).toBeVisible();
    const loading = (await papers.boundingBox())!.y;
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('region', { name: '투자' }).getByRole('link')).toHaveCount(3);
    // Held rows have a detail's one line; a detail that wraps to a second takes a line more (the
    // next payment's, here): at most two lines, where the rows' whole height (~420 px) was.
    expect((await papers.boundingBox())!.y - loading).toBeLessThanOrEqual(40);
  });
});

test('내려받기: 상환 완료 탭의 회차가 한국어 엑셀이 여는 CSV로, 원천징수 세액과 세후 금액까지', async ({
  page,
}) => {
  await logIn(page, 'investor1', { next: '/repayment-received?tab=repaid' });
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article').first()).toBeVisible();
  const firstAmount = (
    await panel.getByRole('article').first().locator('dd').first().innerText()
  ).replace(/[^\d]/g, '');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '내려받기 (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^musicloan-lender-repaid-\d{8}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, first] = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(header).toBe(
    '상환일,곡,회차,받을 금액(원),연체료(원),합계(원),원금(원),이자(원),이자소득세 원천징수 15.4%(원),세후 수령액(원)',
  );
  expect(first.split(',')).toContain(firstAmount);
});
