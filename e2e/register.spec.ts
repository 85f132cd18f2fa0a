import {
  LOOSE_DIALECT,
  expect,
  expectNoHtmlcsErrors,
  expectNoSeriousA11yViolations,
  logIn,
  reviewShot,
  test,
} from './fixtures';
import {
  expectPath,
  next,
  fillStepOne,
  fillStepTwo,
  pickCover,
  makeFixtureFiles,
  storedDraftTitle,
} from './register-helpers';

makeFixtureFiles();

test.describe('NFT 등록', () => {
  test.setTimeout(120_000);

  test(
    'borrower1이 1단계부터 자르기, 가치 평가를 거쳐 NFT를 등록하고 내 음악에서 본다',
    LOOSE_DIALECT,
    async ({ page }) => {
      const title = `봄비 내리는 밤 ${Date.now() % 100000}`;
      // The valuation call fires 3 s after its loading screen opens: the journey sees that screen,
      // then moves the page's clock past the wait instead of waiting in real time.
      await page.clock.install();
      await logIn(page, 'borrower1');
      await fillStepOne(page, title);
      await expect(page.getByRole('group', { name: /3단계 중 1단계/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoHtmlcsErrors(page);
      await reviewShot(page, 'register-1-music-basic');
      await next(page);

      await fillStepTwo(page);
      await expectNoSeriousA11yViolations(page);
      await expectNoHtmlcsErrors(page);
      await reviewShot(page, 'register-2-music-extra');
      await next(page);

      await pickCover(page);
      await expectNoSeriousA11yViolations(page);
      await expectNoHtmlcsErrors(page);
      await reviewShot(page, 'register-3-image-upload');
      await next(page);

      await expectPath(page, '/nft/image-crop');
      const confirmCrop = page.getByRole('banner').getByRole('button', { name: '확인' });
      await expect(confirmCrop).toBeEnabled({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      await reviewShot(page, 'register-4-image-crop');
      await confirmCrop.click();

      await expectPath(page, '/nft/register/evaluate-loading');
      await expect(page.getByText('약 10초 정도 소요됩니다')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await reviewShot(page, 'register-5-evaluate-loading');
      await page.clock.fastForward(3_000);

      await expectPath(page, '/nft/register/confirm');
      await expect(page.getByRole('heading', { name: '등록 정보를 확인해주세요' })).toBeVisible();
      await expect(page.getByRole('group', { name: '예상 가치' })).toContainText('ETH');
      await expect(page.getByRole('group', { name: '예상 가치' })).toContainText('원');
      await expect(page.getByText(title)).toBeVisible();
      await expect(page.getByText('봄비 밴드, 객원 보컬')).toBeVisible();
      await expect(page.getByRole('img', { name: `${title} 표지 이미지` })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await reviewShot(page, 'register-6-confirm');

      await page.getByRole('button', { name: '등록하기' }).click();
      const dialog = page.getByRole('dialog', { name: 'NFT를 등록하시겠습니까?' });
      await expect(dialog).toBeVisible();
      await reviewShot(page, 'register-6b-confirm-dialog');
      await dialog.getByRole('button', { name: '등록' }).click();

      // The minting screen lasts as long as the call (no fixed wait): its title and its hint are
      // checked in one look, not one after the other while it may already be leaving.
      await expect(page.getByRole('status').filter({ hasText: 'NFT 등록 중' })).toContainText(
        '약 30초 정도 소요됩니다',
      );
      await expectNoSeriousA11yViolations(page);
      await reviewShot(page, 'register-7-register-loading');

      await expectPath(page, '/myNft');
      // The list belongs to another screen; when it is built, the new song is in it.
      const list = page.getByText(title);
      if (await page.getByRole('tab', { name: /발행/ }).count()) {
        await expect(list.first()).toBeVisible();
      }
      await reviewShot(page, 'register-8-my-nft');

      // The draft is gone: a new registration starts empty. The reset is written to IndexedDB at
      // once (draft-persist.ts); the journey waits for that write, as a person's next visit comes
      // after it (once, in a CI run, the address changed within the write's few milliseconds).
      await expect.poll(() => storedDraftTitle(page)).toBeNull();
      await page.goto('/nft/register/music-basic');
      await expect(page.getByRole('textbox', { name: '곡 제목' })).toHaveValue('');
    },
  );

  test('1단계의 마지막 칸을 치고 바로 Enter를 누르면 그 값으로 다음 단계로 간다', async ({
    page,
  }) => {
    await logIn(page, 'borrower1');
    await fillStepOne(page, '엔터로 넘긴 노래');
    const link = page.getByRole('textbox', { name: '스트리밍 링크 1' });
    await link.fill('');
    // Key by key, and Enter at once: the fields hand the form their text when typing pauses, so
    // Enter must hand it over first (the next button is still disabled a moment before).
    await link.pressSequentially('https://music.example/enter');
    await link.press('Enter');
    await expectPath(page, '/nft/register/music-extra');
    // Back once step 2 is on screen, as a person would tap it (not while step 1 is still drawn).
    await expect(page.getByRole('heading', { name: '추가 정보를 입력해주세요' })).toBeVisible();
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page.getByRole('textbox', { name: '스트리밍 링크 1' })).toHaveValue(
      'https://music.example/enter',
    );
    await expect(page.getByRole('textbox', { name: '곡 제목' })).toHaveValue('엔터로 넘긴 노래');
  });
});
