import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, logIn, pathOf, reviewShot, test } from './fixtures';
import { words } from './words';

// Search over every open loan and the watchlist behind the hearts (issue 53), on the demo bundle.

const field = (page: Page) => page.getByRole('textbox', { name: '곡명 또는 가수명 검색' });
const results = (page: Page) => page.getByRole('region', { name: /^검색 결과 \d+건$/ });
const titlesIn = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();

test('검색: 초성과 가수명으로 찾아 연 대출에서 뒤로 가면 결과가 그대로 있다', async ({ page }) => {
  await page.goto('/main');
  await field(page).fill('ㅂㅂ');
  await page.getByRole('button', { name: '검색하기' }).click();
  // Three titles (불빛, 별빛, 별빛), then, its details in, the song its singer 봄비 brings.
  await expect(results(page)).toHaveAccessibleName('검색 결과 4건');
  expect(await titlesIn(page)).toEqual([
    '도시의 불빛',
    '별빛 정류장',
    '별빛 아래서',
    '라일락 향기',
  ]);

  // Live as the person types: a singer, found once the loans' details are in.
  await field(page).fill('');
  await field(page).pressSequentially('moonwalker');
  await expect(results(page)).toHaveAccessibleName('검색 결과 1건');
  await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(['밤하늘 비행']);
  expect(pathOf(page)).toBe('/search?q=moonwalker');
  await reviewShot(page, 'search-results');
  await expectNoSeriousA11yViolations(page);

  await results(page).getByRole('link', { name: '밤하늘 비행' }).click();
  await expect(page.getByRole('region', { name: '투자 진행 현황' })).toBeVisible();
  await page.goBack();
  await expect(results(page)).toHaveAccessibleName('검색 결과 1건');
  await expect(field(page)).toHaveValue('moonwalker');

  // Reload keeps it; the result tapped made it a recent search. Every loan's details in first: a
  // call the demo worker picks up after the page said it is leaving goes past it (a 404).
  await expect(page.getByText(words.search.singersLoading)).toHaveCount(0);
  await page.reload();
  await expect(results(page)).toHaveAccessibleName('검색 결과 1건');
  await field(page).fill('');
  const recent = page.getByRole('region', { name: '최근 검색어' });
  await expect(recent.getByRole('listitem')).toHaveText(['moonwalker', 'ㅂㅂ']);
  await reviewShot(page, 'search-recent');
  await recent.getByRole('button', { name: 'moonwalker 검색어 삭제' }).click();
  await expect(recent.getByRole('listitem')).toHaveText(['ㅂㅂ']);
  await recent.getByRole('button', { name: '전체 삭제' }).click();
  await expect(recent.getByText('최근 검색어가 없어요.')).toBeVisible();
});

test('관심 대출: 하트로 담은 대출이 새로고침 뒤에도, 다른 탭에서도 진행률과 함께 보이고 어디서든 뺄 수 있다', async ({
  page,
  context,
}) => {
  await logIn(page, 'investor1');
  const card = page.getByRole('article', { name: '라일락 향기' });
  const heart = card.getByRole('button', { name: '라일락 향기 관심 대출에 담기' });
  const before = await heart.boundingBox();
  await heart.click();
  const kept = card.getByRole('button', { name: '라일락 향기 관심 대출에서 빼기' });
  await expect(kept).toHaveAttribute('aria-pressed', 'true');
  expect(await kept.boundingBox(), 'the heart does not move when it fills').toEqual(before);

  // A second tab of the same phone sees it, and what it takes out goes here too.
  const other = await context.newPage();
  await other.goto('/watchlist');
  const otherCard = other.getByRole('article', { name: '라일락 향기' });
  await expect(otherCard.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '90%');
  await expect(otherCard.getByText(/\d+분 남음$/)).toBeVisible();

  // One more, kept from a loan's own page.
  await page.goto('/loan-apply/progress/108');
  await page.getByRole('button', { name: '바다 건너 편지 관심 대출에 담기' }).click();
  await expect(other.getByRole('region', { name: '관심 대출 2건' })).toBeVisible();

  // Each load's list call answered before the next: the demo's worker hands a call whose page has
  // gone to the static server, a 404 no person would meet with a real backend.
  await page.goto('/main');
  await expect(page.getByRole('region', { name: '최근 등록된 계약' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: '최근 등록된 계약' })).toBeVisible();
  await page.getByRole('link', { name: '관심 대출' }).click();
  await expect(page.getByRole('region', { name: '관심 대출 2건' })).toBeVisible();
  await reviewShot(page, 'watchlist');
  await expectNoSeriousA11yViolations(page);

  await otherCard.getByRole('button', { name: '라일락 향기 관심 대출에서 빼기' }).click();
  await expect(page.getByRole('region', { name: '관심 대출 1건' })).toBeVisible();
  await page
    .getByRole('article', { name: '바다 건너 편지' })
    .getByRole('button', { name: '바다 건너 편지 관심 대출에서 빼기' })
    .click();
  await expect(page.getByText('관심 대출이 없어요.')).toBeVisible();
  await expect(other.getByText('관심 대출이 없어요.')).toBeVisible();
});
