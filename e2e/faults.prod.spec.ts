import type { Page, Route } from '@playwright/test';
import { clockUntil, expect, expectNoSeriousA11yViolations, logIn, test } from './fixtures';
import { files, makeFixtureFiles } from './register-helpers';

/**
 * Server faults against the real HTTP server (the prod-server project): page.route stands in for
 * a broken backend. Each fault must end in a Korean message, with what the user typed kept and a
 * way to go on — never a white screen or a spinner that never ends.
 */

type Fault = {
  name: string;
  /** What the browser console reports for it; these are provoked on purpose. */
  apply: (route: Route) => Promise<void>;
  /**
   * A screen asks again by itself after a network fault (use-retry-while-on-view.ts: 1 s, 2 s, 4 s
   * …), so its 다시 시도 may be gone before a tap lands: the journey waits for the screen instead.
   */
  retriesByItself?: boolean;
};

const faults: Fault[] = [
  {
    name: '500 응답',
    apply: (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: { code: 'INTERNAL', message: '서버에 일시적인 문제가 생겼습니다.' },
        }),
      }),
  },
  {
    name: 'JSON이 아닌 응답',
    apply: (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }),
  },
  {
    name: '응답 없음(시간 초과)',
    apply: (route) => route.abort('timedout'),
    retriesByItself: true,
  },
];

// The faults above are provoked on purpose: their HTTP statuses and aborted requests.
test.use({ allowedErrors: [/HTTP 50[02]|status of 50[02]|ERR_TIMED_OUT|net::ERR_FAILED/] });

/** An open seed contract with room to invest (see e2e/invest.spec.ts). */
const CONTRACT_ID = 108;
const investUrl = new RegExp(`/api/v1/contracts/${CONTRACT_ID}/invest$`);

async function fillInvestment(page: Page) {
  // The server's state is shared by the file's tests: the maximum shrinks as they invest.
  await expect(page.getByText(/^최소 10,000원 ~ 최대 [\d,]+원$/)).toBeVisible();
  await page.getByRole('textbox', { name: '투자 금액' }).fill('500000');
  await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
}

/** Everything up to the final confirm; `confirm()` taps it. */
async function openInvestConfirm(page: Page) {
  await logIn(page, 'investor1', { next: `/investment-input/${CONTRACT_ID}` });
  await fillInvestment(page);
  await page.getByRole('button', { name: '투자하기' }).click();
  const dialog = page.getByRole('dialog', { name: '대출을 신청하시겠습니까?' });
  return () => dialog.getByRole('button', { name: '확인' }).click();
}

const whenPosted = (fault: Fault) => async (route: Route) => {
  if (route.request().method() === 'POST') await fault.apply(route);
  else await route.continue();
};

// The invest faults invest in the same contract on the one shared server, and the lost answer's
// re-check reads how much its remaining amount fell: run side by side, another fault's successful
// retry would be taken for this investment. One worker, in order.
test.describe('투자 신청', () => {
  test.describe.configure({ mode: 'default' });

  test('투자 신청 중 500 응답: 오류 안내 후 입력이 그대로 남고, 다시 투자할 수 있다', async ({
    page,
  }) => {
    const confirm = await openInvestConfirm(page);
    await page.route(investUrl, whenPosted(faults[0]));
    await confirm();
    const error = page.getByRole('dialog', { name: '오류' });
    await expect(error).toContainText(
      '투자 처리 중 문제가 발생했습니다. 잠시 후 다시 시도해주세요.',
    );
    await expectNoSeriousA11yViolations(page);
    await error.getByRole('button', { name: '확인' }).click();

    // Nothing lost: the amount and the consent are still there, and trying again works.
    await expect(page.getByRole('textbox', { name: '투자 금액' })).toHaveValue('500,000');
    await expect(
      page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }),
    ).toBeChecked();
    await page.unroute(investUrl);
    await page.getByRole('button', { name: '투자하기' }).click();
    await page
      .getByRole('dialog', { name: '대출을 신청하시겠습니까?' })
      .getByRole('button', { name: '확인' })
      .click();
    await expect(page.getByRole('dialog', { name: '투자 완료' })).toBeVisible();
  });

  // The answer is lost on the way back, and the server never shows the investment: the page looks
  // again over its window, then says it could not confirm it, and offers no second try.
  for (const fault of faults.slice(1)) {
    test(`투자 신청 중 ${fault.name}: 확인 중이라고 하고, 끝내 보이지 않으면 다시 투자하게 하지 않는다`, async ({
      page,
    }) => {
      await page.clock.install();
      const confirm = await openInvestConfirm(page);
      await page.route(investUrl, whenPosted(fault));
      await confirm();
      const unconfirmed = page.getByRole('dialog', { name: '투자 확인 중' });
      // The looks at the server between the window's pauses are real requests: the clock moves on
      // until the last one has answered.
      await clockUntil(page, () => unconfirmed.isVisible(), 5_000);
      await expect(unconfirmed).toContainText('아직 확인하지 못했어요');
      await expect(unconfirmed).not.toContainText('처리되지 않았');
      await expect(page.getByRole('dialog', { name: '오류' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await unconfirmed.getByRole('button', { name: '내가 투자한 음악 보기' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/myNft');
    });
  }
});

for (const fault of faults) {
  test(`계약 정보 조회 ${fault.name}: 안내와 다시 시도`, async ({ page }) => {
    const detailUrl = new RegExp(`/api/v1/contracts/${CONTRACT_ID}$`);
    await page.route(detailUrl, fault.apply);
    await logIn(page, 'investor1', { next: `/loan-apply-detail/${CONTRACT_ID}` });
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/다시|잠시|연결/);
    await expectNoSeriousA11yViolations(page);

    await page.unroute(detailUrl);
    // Once the connection is back, a screen that asks again by itself opens without a tap.
    if (!fault.retriesByItself) await alert.getByRole('button', { name: '다시 시도' }).click();
    // At most the pause after the failures so far (a few seconds), and the load itself.
    await expect(page.getByRole('region', { name: '투자 진행 현황' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(alert).toHaveCount(0);
  });
}

test('대출 계약서 조회가 HTML 502로 실패하면 "찾을 수 없음"이 아니라 서버 문제라고 하고 다시 시도할 수 있다', async ({
  page,
}) => {
  const agreementUrl = /\/api\/v1\/contracts\/105\/loans\/agreement\?/;
  await page.route(agreementUrl, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }),
  );
  await logIn(page, 'borrower1', { next: '/myNft/loan-contract/5/105' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('서버에 문제가 있어요.');
  await expect(alert).not.toContainText('찾을 수 없습니다');
  await expectNoSeriousA11yViolations(page);

  await page.unroute(agreementUrl);
  await alert.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: /제1조/ })).toBeVisible();
});

// Registration: the valuation call is the one the wizard makes before its last step.
test.describe('NFT 등록 중 서버 장애', () => {
  test.setTimeout(90_000);

  makeFixtureFiles();

  for (const fault of faults) {
    test(`가치 평가 ${fault.name}: 이미지 단계로 돌아와 안내하고, 입력한 내용은 남는다`, async ({
      page,
    }) => {
      const title = `장애 시험 ${fault.name}`;
      // The valuation call fires 3 s after its loading screen opens (the spec's registration flow);
      // the page's clock is moved past the wait instead of waiting in real time.
      await page.clock.install();
      await page.route(/\/api\/v1\/copyrights\/predict$/, fault.apply);
      await logIn(page, 'borrower1', { next: '/nft/register/music-basic' });
      await page.getByRole('textbox', { name: '곡 제목' }).fill(title);
      await page.getByRole('textbox', { name: '가수 1' }).fill('장애 밴드');
      await page.getByRole('textbox', { name: '작곡가 1' }).fill('김작곡');
      await page.getByRole('textbox', { name: '작사가 1' }).fill('이작사');
      await page.getByRole('textbox', { name: '스트리밍 링크 1' }).fill('https://music.example/x');
      await page.getByRole('button', { name: '다음', exact: true }).click();
      await page.getByRole('radio', { name: '아니요' }).check();
      await page.getByLabel('음원 파일').setInputFiles(files.mp3);
      await page.getByRole('button', { name: '다음', exact: true }).click();
      await page.getByLabel('표지 이미지 파일').setInputFiles(files.photo);
      await expect(page.getByRole('img', { name: '선택한 표지 이미지' })).toBeVisible({
        timeout: 20_000,
      });
      await page.getByRole('button', { name: '다음', exact: true }).click();
      const confirmCrop = page.getByRole('banner').getByRole('button', { name: '확인' });
      await expect(confirmCrop).toBeEnabled({ timeout: 20_000 });
      await confirmCrop.click();
      await expect(page.getByText('약 10초 정도 소요됩니다')).toBeVisible();
      await page.clock.fastForward(3_000);

      // The valuation fails: back on the image step with a Korean message, nothing lost.
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
        .toBe('/nft/register/image-upload');
      await expect(page.getByText(/가치 평가에 실패했습니다/)).toBeVisible();
      // The cropped cover is still there: the user can go straight on.
      await expect(page.getByRole('button', { name: '다시 자르기' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A reload of step 1 brings the typed fields back from storage.
      await page.goto('/nft/register/music-basic');
      await expect(page.getByRole('textbox', { name: '곡 제목' })).toHaveValue(title);
      await expect(page.getByRole('textbox', { name: '가수 1' })).toHaveValue('장애 밴드');
    });
  }
});
