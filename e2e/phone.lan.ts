import { expect, logIn, test } from './fixtures';
import { words } from './words';

/**
 * A phone on the same Wi-Fi as the laptop running `npm start` opens the demo at the laptop's
 * address: plain http under a host name that is not localhost, so not a secure context, and so no
 * service worker. The demo backend then answers in the page itself (MSW's fallback) instead of
 * through its worker. The static demo is served by nginx with production's headers (Trusted Types
 * enforced) and opened as `phone.test`, which Chromium maps to this machine
 * (playwright.config.ts, project `phone`): the traffic never leaves it. docs/debugging.md, "On a
 * phone".
 */
// Production's headers over plain http: Chromium says it ignores the opener policy there, as it
// must on an origin that is not https; that line, and nothing else, is expected.
test.use({
  allowedErrors: [
    /^console error: The Cross-Origin-Opener-Policy header has been ignored, because the URL's origin was untrustworthy\./,
  ],
});

test('휴대폰으로 연 데모(보안 컨텍스트가 아닌 http 주소): 홈에 대출이 보이고, 로그인해 투자할 수 있다', async ({
  page,
}) => {
  await page.goto('/main');
  expect(
    await page.evaluate(() => ({
      host: window.location.hostname,
      secure: window.isSecureContext,
      serviceWorker: 'serviceWorker' in navigator,
    })),
  ).toEqual({ host: 'phone.test', secure: false, serviceWorker: false });
  const recent = page.getByRole('region', { name: words.home.recent });
  await expect(recent.getByRole('article').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: words.home.popular }).getByRole('article'),
  ).toHaveCount(2);

  await logIn(page, 'investor1', { next: '/investment-input/108' });
  await page.getByRole('textbox', { name: '투자 금액' }).fill('10000');
  await expect(page.getByText('1만 원')).toBeVisible();
  await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
  await page.getByRole('button', { name: words.contract.invest }).click();
  const confirm = page.getByRole('dialog', { name: '대출을 신청하시겠습니까?' });
  await confirm.getByRole('button', { name: '확인' }).click();
  const done = page.getByRole('dialog', { name: '투자 완료' });
  await expect(done).toContainText('투자 신청이 완료되었습니다.');
});
