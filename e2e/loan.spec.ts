import type { Page } from '@playwright/test';
import { contractListSchema } from '@/shared/api/wire/schemas';
import {
  LOOSE_DIALECT,
  expect,
  expectNoSeriousA11yViolations,
  logIn,
  reviewShot,
  test,
} from './fixtures';
import { BORROWER_SONG, registeredSongIds, sign } from './loan-helpers';

const SONG = BORROWER_SONG;

/** Path of the current address. */
const pathOf = (page: Page) => new URL(page.url()).pathname;

test(
  '대출 신청: 등록한 음원으로 조건을 정하고, 상환표를 보고, 서명해 제출하면 투자 모집이 열린다',
  LOOSE_DIALECT,
  async ({ page }) => {
    await logIn(page, 'borrower1');
    const { copyrightId, contractId } = await registeredSongIds(page);

    // 1. Loan apply: collateral and conditions.
    await page.goto(`/loan-apply/${copyrightId}/${contractId}`);
    const collateral = page.getByRole('region', { name: '담보 NFT' });
    await expect(collateral.getByText(SONG)).toBeVisible();
    await expect(page.getByRole('region', { name: '대출 조건' })).toContainText(
      '10,000원 ~ 9,280,000원',
    );
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'loan-apply');
    await page.getByRole('button', { name: '희망 정보 입력하기' }).click();

    // 2. Info input: amount (clamped to the maximum) and rounds (1-12 only).
    await expect.poll(() => pathOf(page)).toBe(`/loan-info-input/${copyrightId}/${contractId}`);
    const amount = page.getByRole('textbox', { name: '희망 대출 금액' });
    const rounds = page.getByRole('textbox', { name: '희망 상환 회차' });
    const next = page.getByRole('button', { name: '다음' });
    await expect(next).toBeDisabled();
    await amount.pressSequentially('99999999');
    await expect(amount).toHaveValue('9,280,000');
    await amount.fill('1000000');
    await expect(amount).toHaveValue('1,000,000');
    await expect(page.getByRole('textbox', { name: '예상 월 이자' })).toHaveValue('8,333');
    await rounds.pressSequentially('13');
    await expect(rounds).toHaveValue('1');
    await rounds.fill('');
    await rounds.pressSequentially('6');
    await expect(rounds).toHaveValue('6');
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'loan-info-input');
    await next.click();

    // 3. Confirm: the summary, the repayment table, the five steps; the terms survive a reload.
    await expect.poll(() => pathOf(page)).toBe(`/loan-confirm/${copyrightId}/${contractId}`);
    const summary = page.getByRole('region', { name: '대출 신청 내용' });
    await expect(summary).toContainText('1,000,000원');
    await page.reload();
    await expect(summary).toContainText('1,049,998원');
    const table = page.getByRole('table', { name: /상환 일정표/ });
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByRole('row').last()).toContainText('1,049,998');
    await expect(
      page.getByRole('region', { name: '대출은 이렇게 진행돼요' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'loan-confirm');
    const write = page.getByRole('button', { name: '계약서 작성하기' });
    await expect(write).toBeDisabled();
    await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
    await write.click();

    // 4. Contract: articles with the figures, checklist, name, signature, consent, submit.
    await expect.poll(() => pathOf(page)).toBe(`/myNft/loan-contract/${copyrightId}/${contractId}`);
    const articles = page.getByRole('region', { name: '계약 조항' });
    await expect(articles).toContainText('대출 금액 1,000,000원');
    await expect(articles).toContainText('차입자: 김대출');
    const checklist = page.getByRole('region', { name: '차입자 사전 확인 사항' });
    for (const box of await checklist.getByRole('checkbox').all()) await box.check();
    await page.getByRole('textbox', { name: '성명' }).fill('김대출');
    await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
    const submit = page.getByRole('button', { name: '제출하기' });
    await submit.click();
    await expect(page.getByText('서명이 비어 있습니다.', { exact: false })).toBeVisible();
    await sign(page);
    await expect(page.getByText('서명이 비어 있습니다.', { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'loan-contract');
    await submit.click();

    // 5. Lands on my music; the loan is open for investment and shows on home.
    await expect.poll(() => pathOf(page)).toBe('/myNft');
    // My music has its list before the journey leaves it: a call still in flight when the page goes
    // would reach the demo worker after the page told it it was leaving, and go past it (a 404).
    await expect(page.getByRole('heading', { level: 3, name: SONG })).toBeVisible();
    const open = await page.evaluate(async () => (await fetch('/api/v1/contracts')).json());
    // Read through the app's own contract, so the check holds in either wire dialect.
    const { contracts } = await contractListSchema().validate(open.data, { stripUnknown: true });
    expect(contracts).toContainEqual(
      expect.objectContaining({
        contractId,
        loanAmount: 1_000_000,
        repaymentCount: 6,
        progress: '0',
      }),
    );
    await page.goto('/main');
    await expect(page.getByText(SONG).first()).toBeVisible();
  },
);
