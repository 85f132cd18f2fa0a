import type { Page } from '@playwright/test';
import {
  drawnCountdown,
  LOOSE_DIALECT,
  expect,
  expectNoSeriousA11yViolations,
  logIn,
  test,
} from './fixtures';

/** An open seed contract: 바다 건너 편지, 7,000,000 won over 6 rounds at 11 %, nothing funded yet. */
const SONG = '바다 건너 편지';
const CONTRACT_ID = 108;
/** A tenth of the loan: progress goes from 0 % to exactly 10 %. */
const AMOUNT = '700000';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const expectPath = (page: Page, path: string) => expect.poll(() => pathOf(page)).toBe(path);
const progressOf = (page: Page, name: string) => page.getByRole('progressbar', { name });
const loaded = (page: Page) => expect(page.getByText('데이터를 불러오는 중...')).toHaveCount(0);

// A server that takes 300 ms to answer, as the browser demo does: the second tap of a double tap
// lands while the first request is still in flight.
test.describe('답이 300ms 걸리는 서버', () => {
  // The countdowns' digits turn every second: the motion this journey watches.
  test.use({ latency: 300, reducedMotion: 'no-preference' });

  test(
    '투자자가 필터로 계약을 찾아 투자하고, 확인을 두 번 눌러도 한 번만 투자되며, 진행률이 오른다',
    LOOSE_DIALECT,
    async ({ page }) => {
      const investCalls: string[] = [];
      page.on('request', (request) => {
        if (
          request.method() === 'POST' &&
          /\/api\/v1\/contracts\/\d+\/invest$/.test(request.url())
        ) {
          investCalls.push(request.url());
        }
      });

      await logIn(page, 'investor1');

      // Home: two sections, then one filtered section.
      await expect(page.getByRole('region', { name: '많은 사람들이 투자했어요' })).toBeVisible();
      const recent = page.getByRole('region', { name: '최근 등록된 계약' });
      await expect(recent.getByRole('link')).toHaveCount(3);
      await expect(progressOf(page, `${SONG} 투자 진행률`)).toHaveAttribute('aria-valuetext', '0%');
      await expectNoSeriousA11yViolations(page);

      await page
        .getByRole('group', { name: '계약 필터' })
        .getByRole('button', { name: '단기 상환' })
        .click();
      const shortTerm = page.getByRole('region', { name: '단기 상환 계약' });
      await expect(shortTerm.getByRole('link')).toHaveCount(2);
      await expect(page.getByRole('region', { name: '많은 사람들이 투자했어요' })).toHaveCount(0);
      // Each card's countdown: digits the browser turns every second, words for screen readers.
      await expect(
        shortTerm.getByText(/^(\d+일 )?(\d+시간 )?\d+분 남음$|^1분 미만 남음$/),
      ).toHaveCount(2);
      const wheels = shortTerm.getByTestId('countdown-wheels').first();
      const before = await drawnCountdown(wheels);
      expect(before).toMatch(/^(\d+일 )?\d{2}:\d{2}:\d{2} 남음$/);
      const seconds = (text: string) => {
        const [, days = '0', h, m, sec] = /^(?:(\d+)일 )?(\d{2}):(\d{2}):(\d{2})/.exec(text) ?? [];
        return ((Number(days) * 24 + Number(h)) * 60 + Number(m)) * 60 + Number(sec);
      };
      // The digits turn down with the clock (what they show at each second: countdown.test.tsx).
      await expect
        .poll(async () => seconds(before) - seconds(await drawnCountdown(wheels)))
        .toBeGreaterThanOrEqual(2);
      await expectNoSeriousA11yViolations(page);

      // The contract in full.
      await shortTerm.getByRole('link', { name: SONG }).click();
      await expectPath(page, `/loan-apply/progress/${CONTRACT_ID}`);
      await loaded(page);
      await expect(page.getByRole('region', { name: '계약 정보' })).toContainText('연 11%');
      await expect(progressOf(page, '투자 진행률')).toHaveAttribute('aria-valuetext', '0%');
      await expectNoSeriousA11yViolations(page);

      // Investment detail, with the NFT details opened.
      await page.getByRole('link', { name: '투자하기' }).click();
      await expectPath(page, `/loan-apply-detail/${CONTRACT_ID}`);
      const collateral = page.getByRole('region', { name: '담보 정보' });
      await collateral.getByRole('button', { name: 'NFT 상세 정보' }).click();
      await expect(
        collateral.getByRole('link', { name: /^https:\/\/music\.example\.com/ }),
      ).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('region', { name: '투자 진행 현황' })).toContainText(
        '남은 모집 금액 7,000,000원',
      );
      await expectNoSeriousA11yViolations(page);

      // Investment input.
      await page.getByRole('link', { name: '투자 정보 입력하기' }).click();
      await expectPath(page, `/investment-input/${CONTRACT_ID}`);
      await expect(page.getByText('최소 10,000원 ~ 최대 7,000,000원')).toBeVisible();
      const amount = page.getByRole('textbox', { name: '투자 금액' });
      await amount.fill(AMOUNT);
      await expect(amount).toHaveValue('700,000');
      // floor(700,000 × 0.11 / 12) = 6,416 won a month; 700,000 of 7,000,000 is a 10 % share.
      await expect(page.getByRole('definition').filter({ hasText: '6,416원' })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: /^10%$/ })).toBeVisible();
      const invest = page.getByRole('button', { name: '투자하기' });
      await expect(invest).toBeDisabled();
      await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
      await expect(invest).toBeEnabled();
      await expectNoSeriousA11yViolations(page);

      await invest.click();
      const confirm = page.getByRole('dialog', { name: '대출을 신청하시겠습니까?' });
      await expect(confirm).toContainText('신청 후에는 수정할 수 없습니다.');
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole('button', { name: '확인' }).dblclick();

      const done = page.getByRole('dialog', { name: '투자 완료' });
      await expect(done).toContainText('투자 신청이 완료되었습니다.');
      await expectNoSeriousA11yViolations(page);
      expect(investCalls).toEqual([expect.stringContaining(`/contracts/${CONTRACT_ID}/invest`)]);
      await done.getByRole('button', { name: '확인' }).click();

      // Home shows the new progress: one investment of a tenth, not two.
      await expectPath(page, '/main');
      await expect(
        page.getByRole('region', { name: '최근 등록된 계약' }).getByRole('link', { name: SONG }),
      ).toBeVisible();
      await expect(progressOf(page, `${SONG} 투자 진행률`)).toHaveAttribute(
        'aria-valuetext',
        '10%',
      );

      // And so does the detail page.
      await page.goto(`/loan-apply-detail/${CONTRACT_ID}`);
      const progress = page.getByRole('region', { name: '투자 진행 현황' });
      await expect(progress).toContainText('남은 모집 금액 6,300,000원');
      await expect(progress.getByRole('progressbar', { name: '투자 진행률' })).toHaveAttribute(
        'aria-valuetext',
        '10%',
      );
      expect(investCalls).toHaveLength(1);
    },
  );
});

test.describe('거절된 투자', () => {
  // More than is left to fund: the demo backend answers 400 on purpose.
  test.use({ allowedErrors: [/HTTP 400: POST .*\/invest|status of 400/] });

  test('투자가 거절되면 오류 안내가 뜨고 입력 화면에 머문다', async ({ page }) => {
    await logIn(page, 'investor1', { next: `/investment-input/${CONTRACT_ID}` });
    await expect(page.getByText('최소 10,000원 ~ 최대 7,000,000원')).toBeVisible();
    await page.getByRole('textbox', { name: '투자 금액' }).fill('8000000');
    await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
    await page.getByRole('button', { name: '투자하기' }).click();
    await page
      .getByRole('dialog', { name: '대출을 신청하시겠습니까?' })
      .getByRole('button', { name: '확인' })
      .click();
    // One cause, the server's reason: no "try again shortly" stacked on a refusal.
    const error = page.getByRole('dialog', { name: '오류' });
    await expect(error).toContainText('남은 모집 금액(7,000,000원)보다 많이 투자할 수 없습니다.');
    await expect(error).not.toContainText('잠시 후 다시 시도');
    await expectNoSeriousA11yViolations(page);
    await error.getByRole('button', { name: '확인' }).click();
    await expect(error).toBeHidden();
    await expectPath(page, `/investment-input/${CONTRACT_ID}`);
  });
});

test('답이 늦는 투자: 기다림이 끝나도 서버에 기록된 대로 "투자 완료"라고 하고, 두 번 투자되지 않는다', async ({
  page,
}) => {
  // The demo backend records the investment, then answers a minute later; the page's clock is
  // moved on instead of waiting for the client's 20 s timeout in real time.
  await page.clock.install();
  await page.addInitScript(() => window.localStorage.setItem('demoMoneyAnswer', 'late:60000'));
  const investCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/contracts/${CONTRACT_ID}/invest`)) {
      investCalls.push(request.url());
    }
  });
  await logIn(page, 'investor1', { next: `/investment-input/${CONTRACT_ID}` });
  await expect(page.getByText('최소 10,000원 ~ 최대 7,000,000원')).toBeVisible();
  await page.getByRole('textbox', { name: '투자 금액' }).fill(AMOUNT);
  await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
  await page.getByRole('button', { name: '투자하기' }).click();
  const confirm = page.getByRole('dialog', { name: '대출을 신청하시겠습니까?' });
  await confirm.getByRole('button', { name: '확인' }).click();

  // Past 3 s: the button shows progress and a line says it is still working.
  await expect(confirm.getByRole('button', { name: '처리 중' })).toBeDisabled();
  await page.clock.fastForward(3_500);
  await expect(confirm.getByRole('status')).toHaveText(/아직 처리 중이에요/);
  await expectNoSeriousA11yViolations(page);

  // Past the client's timeout: the contract is read again and shows the investment.
  await page.clock.fastForward(20_000);
  const done = page.getByRole('dialog', { name: '투자 완료' });
  await expect(done).toBeVisible();
  await expect(page.getByRole('dialog', { name: '오류' })).toHaveCount(0);
  expect(investCalls).toHaveLength(1);

  // Exactly one investment: 700,000 of 7,000,000 is 10 %.
  await done.getByRole('button', { name: '확인' }).click();
  await expectPath(page, '/main');
  await expect(progressOf(page, `${SONG} 투자 진행률`)).toHaveAttribute('aria-valuetext', '10%');
});
