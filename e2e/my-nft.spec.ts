import type { Page } from '@playwright/test';
import {
  LOOSE_DIALECT,
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  logIn,
  reviewShot,
  test,
} from './fixtures';

const tabBar = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });
const nftList = (page: Page) => page.getByRole('list', { name: 'NFT 목록' });
const cardTitles = (page: Page) => nftList(page).getByRole('heading', { level: 3 });
const chip = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
async function openMyMusic(page: Page) {
  await tabBar(page).getByRole('button', { name: '내 음악', exact: true }).click();
  await expectPath(page, '/myNft');
  await expect(nftList(page)).toBeVisible();
}

test(
  '대출자는 내 음악을 탭과 상태로 나눠 보고, NFT 상세에서 대출 신청으로 넘어간다',
  LOOSE_DIALECT,
  async ({ page }) => {
    await logIn(page, 'borrower1');
    await openMyMusic(page);
    await expect(page.getByRole('tab', { name: '내가 발행한' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cardTitles(page)).toHaveText([
      '골목길 라디오',
      '푸른 고래',
      '별빛 정류장',
      '여름밤 산책',
      '한강의 새벽',
    ]);
    await expect(
      page.getByRole('progressbar', { name: '별빛 정류장 투자 진행률' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'my-nft-issued');

    await page.getByRole('tab', { name: '내가 투자한' }).click();
    await expectPath(page, '/myNft?tab=invested');
    await expect(page.getByRole('heading', { name: '아직 투자한 음악이 없어요' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'my-nft-invested-empty');

    await page.getByRole('tab', { name: '내가 발행한' }).click();
    await chip(page, '투자 모집 중').click();
    await expectPath(page, '/myNft?tab=issued&status=INVESTING');
    await expect(cardTitles(page)).toHaveText(['별빛 정류장']);
    await chip(page, '등록 완료').click();
    await expectPath(page, '/myNft?tab=issued&status=REGISTERED');
    await expect(cardTitles(page)).toHaveText(['여름밤 산책', '한강의 새벽']);
    await expect(chip(page, '등록 완료')).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);

    // A reload keeps the chosen tab and chip.
    await page.reload();
    await expect(cardTitles(page)).toHaveText(['여름밤 산책', '한강의 새벽']);
    await expect(chip(page, '등록 완료')).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: '여름밤 산책' }).click();
    await expectPath(page, '/myNft/detail/2');
    await expect(page.getByRole('heading', { level: 2, name: '여름밤 산책' })).toBeVisible();
    await expect(page.getByText('6.3644 ETH')).toBeVisible();
    await expect(page.getByText('28,640,000원')).toBeVisible();
    const loan = page.getByRole('region', { name: '대출 조건' });
    await expect(loan.getByText('만기일시상환')).toBeVisible();
    await expect(loan.getByText('20,040,000원')).toBeVisible();
    const apply = loan.getByRole('link', { name: '대출 신청하기' });
    await expect(apply).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'my-nft-detail-registered');

    // Back returns to the list as it was left.
    await page.goBack();
    await expectPath(page, '/myNft?tab=issued&status=REGISTERED');
    await expect(cardTitles(page)).toHaveText(['여름밤 산책', '한강의 새벽']);

    // The whole card is the tap target, not just its title.
    await page.getByRole('img', { name: '여름밤 산책 커버 이미지' }).click({ force: true });
    await expectPath(page, '/myNft/detail/2');
    await page
      .getByRole('region', { name: '대출 조건' })
      .getByRole('link', { name: '대출 신청하기' })
      .click();
    await expectPath(page, '/loan-apply/2/102');
  },
);

test('대출이 진행 중인 NFT는 대출 신청 대신 이유를 보여준다', async ({ page }) => {
  await logIn(page, 'borrower1', { next: '/myNft/detail/3' });
  await expect(page.getByRole('heading', { level: 2, name: '별빛 정류장' })).toBeVisible();
  await expect(page.getByText(/이미 대출을 신청해 투자자를 모집하고 있어요/)).toBeVisible();
  await expect(page.getByRole('link', { name: '대출 신청하기' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'my-nft-detail-investing');

  await page.goto('/myNft/detail');
  await expect(page.getByRole('heading', { name: 'NFT를 선택해주세요' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'my-nft-detail-none');
});

test('투자자는 내가 투자한 음악을 보고, 그 NFT에서는 대출을 신청할 수 없다', async ({ page }) => {
  await logIn(page, 'investor1');
  await openMyMusic(page);
  await expect(cardTitles(page)).toHaveText(['봄의 왈츠']);

  await page.getByRole('tab', { name: '내가 투자한' }).click();
  await expectPath(page, '/myNft?tab=invested');
  await expect(cardTitles(page)).toHaveText([
    '새벽 세 시',
    '은하수 자전거',
    '라일락 향기',
    '첫눈 오는 날',
    '골목길 라디오',
    '푸른 고래',
  ]);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'my-nft-invested');

  await chip(page, '상환 중').click();
  await expect(cardTitles(page)).toHaveText(['은하수 자전거', '골목길 라디오', '푸른 고래']);

  await page.getByRole('link', { name: '푸른 고래' }).click();
  await expectPath(page, '/myNft/detail/4');
  await expect(page.getByText('대출은 내가 발행한 NFT로만 신청할 수 있어요.')).toBeVisible();
  await expect(page.getByRole('link', { name: '대출 신청하기' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('등록된 NFT 상세는 로그인 없이도 볼 수 있다', async ({ page }) => {
  await page.goto('/nft/detail/4');
  await expect(page.getByRole('heading', { level: 2, name: '푸른 고래' })).toBeVisible();
  await expect(page.getByText('6.7022 ETH')).toBeVisible();
  await expect(page.getByText('30,160,000원')).toBeVisible();
  await expect(page.getByRole('region', { name: '스트리밍 링크' }).getByRole('link')).toHaveCount(
    3,
  );
  await expect(page.getByRole('region', { name: '대출 조건' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'nft-detail');
});

test.describe('없는 NFT', () => {
  // The demo backend answers an unknown id with 404 on purpose; Chromium logs that response.
  test.use({
    allowedErrors: [
      /^(HTTP 404: GET https?:\/\/127\.0\.0\.1:\d+\/api\/v1\/nfts\/999|console error: Failed to load resource: the server responded with a status of 404 \(.+\) \(https?:\/\/127\.0\.0\.1:\d+\/api\/v1\/nfts\/999:\d+\))$/,
    ],
  });

  test('없는 NFT 주소는 찾을 수 없다고 안내한다', async ({ page }) => {
    await page.goto('/nft/detail/999');
    await expect(page.getByRole('heading', { name: 'NFT 정보를 찾을 수 없어요' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'nft-detail-not-found');
  });
});
