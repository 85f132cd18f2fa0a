import type { Page } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '@/shared/api/base-query';
import { clockUntil, expect, expectNoSeriousA11yViolations, logIn, test } from './fixtures';
import { BORROWER_SONG, registeredSongIds, sign } from './loan-helpers';

/**
 * A slow server in both orders (issue 45): the work done and its answer late, and the work itself
 * done late, after the client has given up. Whatever the order, the screen's last word is what the
 * server finally holds, and nothing is sent twice. The demo backend runs in the page, so moving
 * the page's clock moves the server's delays too.
 */

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Chooses how the demo backend answers invest, the agreement and sign-up (docs/failures-and-money.md). */
async function serverAnswers(page: Page, answer: string) {
  await page.clock.install();
  await page.addInitScript(
    (value) => window.localStorage.setItem('demoMoneyAnswer', value),
    answer,
  );
}

/** Counts the POSTs to a path. */
function posts(page: Page, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && path.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** What the server says is left to fund (through the demo backend, in the canonical dialect). */
async function remainingOf(page: Page, contractId: number): Promise<number> {
  return page.evaluate(async (id) => {
    const headers = { Authorization: `Bearer ${window.localStorage.getItem('accessToken')}` };
    const answer = await (await fetch(`/api/v1/contracts/${id}`, { headers })).json();
    return Number(answer.data.progress.remainingInvestingMoney);
  }, contractId);
}

/** An open seed contract with nothing funded: 7,000,000 won (see e2e/invest.spec.ts). */
const CONTRACT_ID = 108;

test('투자가 서버에서 늦게 처리되면: 확인 중이라고 하다가, 처리되면 "투자 완료", 한 번만 투자된다', async ({
  page,
}) => {
  await serverAnswers(page, 'late-work:22000');
  const investCalls = posts(page, new RegExp(`/contracts/${CONTRACT_ID}/invest$`));
  await logIn(page, 'investor1', { next: `/investment-input/${CONTRACT_ID}` });
  await expect(page.getByText('최소 10,000원 ~ 최대 7,000,000원')).toBeVisible();
  await page.getByRole('textbox', { name: '투자 금액' }).fill('700000');
  await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
  await page.getByRole('button', { name: '투자하기' }).click();
  const confirm = page.getByRole('dialog', { name: '대출을 신청하시겠습니까?' });
  await confirm.getByRole('button', { name: '확인' }).click();

  // The client gives up at 20 s; the contract has not moved yet: still checking, not "failed".
  await page.clock.fastForward(REQUEST_TIMEOUT_MS + 500);
  await expect(confirm.getByRole('status')).toHaveText(/투자가 처리됐는지 확인하고 있어요/);
  await expect(page.getByRole('dialog', { name: '오류' })).toHaveCount(0);
  await expect(confirm.getByRole('button', { name: '처리 중' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // The server records it at 22 s; a later look in the window sees it.
  await clockUntil(page, async () => (await remainingOf(page, CONTRACT_ID)) === 6_300_000, 1_000);
  const done = page.getByRole('dialog', { name: '투자 완료' });
  await clockUntil(page, () => done.isVisible(), 5_000);
  expect(investCalls).toHaveLength(1);
  await done.getByRole('button', { name: '확인' }).click();
  await expect.poll(() => pathOf(page)).toBe('/main');
  await expect(
    page.getByRole('progressbar', { name: '바다 건너 편지 투자 진행률' }).first(),
  ).toHaveAttribute('aria-valuetext', '10%');
});

/** borrower1 signs a 1,000,000 won, 6-round contract for the registered song and submits it. */
async function signAndSubmitAgreement(page: Page) {
  await logIn(page, 'borrower1');
  const { copyrightId, contractId } = await registeredSongIds(page);
  await page.evaluate(
    (id) =>
      window.sessionStorage.setItem(
        'loanTerms',
        JSON.stringify({ [id]: { amount: 1_000_000, count: 6 } }),
      ),
    contractId,
  );
  await page.goto(`/myNft/loan-contract/${copyrightId}/${contractId}`);
  const checklist = page.getByRole('region', { name: '차입자 사전 확인 사항' });
  await expect(checklist.getByRole('checkbox')).toHaveCount(5);
  for (const box of await checklist.getByRole('checkbox').all()) await box.check();
  await page.getByRole('textbox', { name: '성명' }).fill('김대출');
  await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
  await sign(page);
  await page.getByRole('button', { name: '제출하기' }).click();
  return { copyrightId, contractId };
}

/** The song's status as the server holds it. */
function songStatus(page: Page) {
  return page.evaluate(async (title) => {
    const headers = { Authorization: `Bearer ${window.localStorage.getItem('accessToken')}` };
    const mine = await (await fetch('/api/v1/me/copyrights', { headers })).json();
    return mine.data.copyrights.find((item: { title: string }) => item.title === title)?.status;
  }, BORROWER_SONG);
}

/** What the server holds for the song once the screen has spoken: funding open. */
async function expectFundingOpen(page: Page) {
  await expect.poll(() => pathOf(page)).toBe('/myNft');
  await expect(page.getByRole('article', { name: BORROWER_SONG })).toBeVisible();
  expect(await songStatus(page)).toBe('INVESTING');
}

test('대출 신청의 답이 늦으면: 기다림이 끝나도 서버에 접수된 대로 내 음악으로 가고, 한 번만 제출된다', async ({
  page,
}) => {
  await serverAnswers(page, 'late:60000');
  const agreementCalls = posts(page, /\/loans\/agreement$/);
  await signAndSubmitAgreement(page);
  await page.clock.fastForward(REQUEST_TIMEOUT_MS + 500);
  await expectFundingOpen(page);
  expect(agreementCalls).toHaveLength(1);
});

test('대출 신청이 서버에서 늦게 처리되면: 확인 중이라고 하다가, 접수되면 내 음악으로 가고, 한 번만 제출된다', async ({
  page,
}) => {
  await serverAnswers(page, 'late-work:22000');
  const agreementCalls = posts(page, /\/loans\/agreement$/);
  await signAndSubmitAgreement(page);
  await page.clock.fastForward(REQUEST_TIMEOUT_MS + 500);
  await expect(page.getByRole('status')).toHaveText(/대출 신청이 접수됐는지 확인하고 있어요/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '제출 중...' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // The server opens funding at 22 s; a later look in the window sees it.
  await clockUntil(page, async () => (await songStatus(page)) === 'INVESTING', 1_000);
  await clockUntil(page, async () => pathOf(page) === '/myNft', 5_000);
  await expectFundingOpen(page);
  expect(agreementCalls).toHaveLength(1);
});
