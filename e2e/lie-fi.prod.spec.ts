import { expect, test } from './fixtures';
import { words } from './words';

// Lie-fi: a café's Wi-Fi or a subway tunnel, where the phone says it is online and nothing gets
// through. The real HTTP server (prod-server project) answers everything but the contract's call,
// which the test's route cuts, then lets through. The browser is never told it is offline.
test.use({ allowedErrors: [/ERR_CONNECTION_RESET|net::ERR_FAILED/] });

const CONTRACT_CALL = /\/api\/v1\/contracts\/108$/;

test('인터넷이 연결된 척하지만 아무것도 오가지 않으면, 화면은 스스로 다시 불러오고 연결이 돌아오면 탭 없이 열린다', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const tries: number[] = [];
  await page.route(CONTRACT_CALL, (route) => {
    tries.push(Date.now());
    return route.abort('connectionreset');
  });

  await page.goto('/loan-apply/progress/108');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(words.offline.retrying);
  await expect(alert.getByRole('button', { name: words.offline.retry })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: words.offline.notice });
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  // The notice sits above the screen's own message, never over it.
  const [noticeBox, alertBox] = [await notice.boundingBox(), await alert.boundingBox()];
  expect(noticeBox && alertBox && noticeBox.y + noticeBox.height <= alertBox.y).toBe(true);

  // It asks again by itself, with growing pauses (1, 2, 4 s): four tries with no tap.
  await expect.poll(() => tries.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  const pauses = tries.slice(1, 4).map((at, i) => at - tries[i]);
  expect(pauses[1]).toBeGreaterThan(pauses[0]);
  expect(pauses[2]).toBeGreaterThan(pauses[1]);

  // The connection carries again: the contract loads within its longest pause, with no tap.
  await page.unroute(CONTRACT_CALL);
  await expect(page.getByRole('heading', { name: words.contract.progress })).toBeVisible({
    timeout: 35_000,
  });
  await expect(notice).toHaveCount(0);
  await expect(alert).toHaveCount(0);
});
