import { expect, reviewShot, test } from './fixtures';

// The watchlist against the HTTP demo server, where page.route sees the calls (issue 53).

// The loan that disappears answers 404, on purpose.
test.use({ allowedErrors: [/contracts\/106/] });

test('관심 대출: 서버에서 사라진 대출은 그렇다고 표시되고 목록에서 뺄 수 있다', async ({
  page,
}) => {
  await page.goto('/main');
  await page
    .getByRole('article', { name: '첫눈 오는 날' })
    .getByRole('button', { name: '첫눈 오는 날 관심 대출에 담기' })
    .click();
  // The loan disappears from the server: out of the open list, and its page answers 404.
  await page.route('**/api/v1/contracts', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    body.data.contracts = body.data.contracts.filter(
      (item: { contractId: number }) => item.contractId !== 106,
    );
    await route.fulfill({ response: answer, json: body });
  });
  await page.route('**/api/v1/contracts/106', (route) =>
    route.fulfill({
      status: 404,
      json: { success: false, error: { code: 'CONTRACT_NOT_FOUND', message: '없는 계약' } },
    }),
  );
  // The next visit: the list and the loan's page asked again.
  await page.goto('/watchlist');
  const gone = page.getByRole('article', { name: '첫눈 오는 날' });
  await expect(gone.getByText('더 이상 찾을 수 없는 대출이에요.')).toBeVisible();
  await reviewShot(page, 'watchlist-gone');
  await gone.getByRole('button', { name: '목록에서 빼기' }).click();
  await expect(page.getByText('관심 대출이 없어요.')).toBeVisible();
});
