import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  LOOSE_DIALECT,
  expect,
  expectNoSeriousA11yViolations,
  logIn,
  reviewShot,
  test,
} from './fixtures';

// Real files, made by the repo's script into a temp folder (nothing big is committed).
const FIXTURE_DIR = path.join(os.tmpdir(), 'music-lending-e2e-fixtures');
const files = {
  photo: path.join(FIXTURE_DIR, 'phone-photo.jpg'),
  pdf: path.join(FIXTURE_DIR, 'copyright-certificate.pdf'),
  mp3: path.join(FIXTURE_DIR, 'song.mp3'),
};

test.beforeAll(() => {
  execFileSync('node', [path.join(__dirname, '..', 'scripts', 'make-fixtures.mjs'), FIXTURE_DIR], {
    stdio: 'pipe',
    timeout: 120_000,
  });
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const expectPath = (page: Page, expected: string) =>
  expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe(expected);
const next = (page: Page) => page.getByRole('button', { name: '다음', exact: true }).click();

async function fillStepOne(page: Page, title: string) {
  await page.goto('/nft/register/music-basic');
  await expect(page.getByRole('heading', { name: '곡의 기본 정보를 입력해주세요' })).toBeVisible();
  await page.getByRole('textbox', { name: '곡 제목' }).fill(title);
  await page.getByRole('textbox', { name: '가수 1' }).fill('봄비 밴드');
  await page.getByRole('button', { name: '가수 추가' }).click();
  await page.getByRole('textbox', { name: '가수 2' }).fill('객원 보컬');
  await page.getByRole('textbox', { name: '작곡가 1' }).fill('김작곡');
  await page.getByRole('textbox', { name: '작사가 1' }).fill('이작사');
  await page
    .getByRole('textbox', { name: '스트리밍 링크 1' })
    .fill('https://music.example/spring-rain');
}

/**
 * The title and the streaming link (the last field typed) in the persisted draft (IndexedDB
 * `music-copyright-lending` / `kv` / `nftFormData`): both there means the whole step was written.
 */
function storedDraftTitle(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('music-copyright-lending', 1);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('kv').objectStore('kv').get('nftFormData');
          read.onsuccess = () => {
            const draft = read.result as { title?: string; streamingUrls?: string[] } | undefined;
            resolve(draft?.streamingUrls?.[0] ? (draft.title ?? null) : null);
          };
          read.onerror = () => resolve(null);
          db.close();
        };
        open.onerror = () => resolve(null);
      }),
  );
}

async function fillStepTwo(page: Page) {
  await expectPath(page, '/nft/register/music-extra');
  await page.getByRole('radio', { name: '예' }).check();
  await page.getByLabel('저작권 등록 서류 파일').setInputFiles(files.pdf);
  await expect(page.getByText('copyright-certificate.pdf')).toBeVisible();
  await expect(page.getByText('3.00MB')).toBeVisible();
  await page.getByLabel('음원 파일').setInputFiles(files.mp3);
  await expect(page.getByText('song.mp3')).toBeVisible();
  await expect(page.locator('audio[controls]')).toHaveCount(1);
}

async function pickCover(page: Page) {
  await expectPath(page, '/nft/register/image-upload');
  await page.getByLabel('표지 이미지 파일').setInputFiles(files.photo);
  await expect(page.getByRole('img', { name: '선택한 표지 이미지' })).toBeVisible({
    timeout: 20_000,
  });
}

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
      await reviewShot(page, 'register-1-music-basic');
      await next(page);

      await fillStepTwo(page);
      await expectNoSeriousA11yViolations(page);
      await reviewShot(page, 'register-2-music-extra');
      await next(page);

      await pickCover(page);
      await expectNoSeriousA11yViolations(page);
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

      // The draft is gone: a new registration starts empty.
      await page.goto('/nft/register/music-basic');
      await expect(page.getByRole('textbox', { name: '곡 제목' })).toHaveValue('');
    },
  );

  test('1단계의 마지막 칸을 치고 바로 Enter를 누르면 그 값으로 다음 단계로 간다', async ({ page }) => {
    await logIn(page, 'borrower1');
    await fillStepOne(page, '엔터로 넘긴 노래');
    const link = page.getByRole('textbox', { name: '스트리밍 링크 1' });
    await link.fill('');
    // Key by key, and Enter at once: the fields hand the form their text when typing pauses, so
    // Enter must hand it over first (the next button is still disabled a moment before).
    await link.pressSequentially('https://music.example/enter');
    await link.press('Enter');
    await expectPath(page, '/nft/register/music-extra');
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page.getByRole('textbox', { name: '스트리밍 링크 1' })).toHaveValue(
      'https://music.example/enter',
    );
    await expect(page.getByRole('textbox', { name: '곡 제목' })).toHaveValue('엔터로 넘긴 노래');
  });

  test('1단계에서 입력한 내용은 파일 없이도 새로고침 뒤에 남는다 (1단계에서, 2단계로 넘어간 뒤에도)', async ({
    page,
  }) => {
    await logIn(page, 'borrower1');
    await fillStepOne(page, '타자만 친 노래');
    // Still on step 1, no file picked: a reload a moment after typing keeps it.
    await expect(page.getByRole('textbox', { name: '가수 2' })).toHaveValue('객원 보컬');
    // Waits for what a reload would read (the IndexedDB record), not for a fixed time.
    await expect.poll(() => storedDraftTitle(page)).toBe('타자만 친 노래');
    await page.reload();
    await expect(page.getByRole('textbox', { name: '곡 제목' })).toHaveValue('타자만 친 노래');
    await expect(page.getByRole('textbox', { name: '가수 2' })).toHaveValue('객원 보컬');
    await next(page);
    await expectPath(page, '/nft/register/music-extra');
    await page.reload();
    await expect(page.getByRole('radio', { name: '예' })).toBeVisible();
    await page.goto('/nft/register/music-basic');
    await expect(page.getByRole('textbox', { name: '곡 제목' })).toHaveValue('타자만 친 노래');
    await expect(page.getByRole('textbox', { name: '스트리밍 링크 1' })).toHaveValue(
      'https://music.example/spring-rain',
    );
  });

  test('6MB 사진과 3MB PDF가 든 작성 중인 내용이 새로고침 뒤에도 남는다 (음원 제외)', async ({
    page,
  }) => {
    await logIn(page, 'borrower1');
    await fillStepOne(page, '새로고침 테스트 곡');
    await next(page);
    await fillStepTwo(page);
    await next(page);
    await pickCover(page);

    // Throttled writes reach IndexedDB; wait until the photo's record is there.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const open = indexedDB.open('music-copyright-lending');
                open.onsuccess = () => {
                  const db = open.result;
                  if (!db.objectStoreNames.contains('kv')) return resolve(0);
                  const get = db.transaction('kv').objectStore('kv').get('nftFormData:imageBase64');
                  get.onsuccess = () =>
                    resolve(typeof get.result === 'string' ? get.result.length : 0);
                  get.onerror = () => resolve(0);
                };
                open.onerror = () => resolve(0);
              }),
          ),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(100_000);

    await page.reload();
    await expectPath(page, '/nft/register/image-upload');
    await expect(page.getByRole('img', { name: '선택한 표지 이미지' })).toBeVisible();
    await expect(page.getByText(/음원 파일은 기기에 저장되지 않아/)).toBeVisible();
    await expect(page.getByText(/이전에 고른 파일: song\.mp3/)).toBeVisible();
    // The draft is not in localStorage (too big for it), only the tokens and the demo backend.
    expect(await page.evaluate(() => localStorage.getItem('nftFormData'))).toBeNull();
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'register-9-after-reload-image-upload');

    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expectPath(page, '/nft/register/music-extra');
    await expect(page.getByRole('radio', { name: '예' })).toBeChecked();
    await expect(page.getByText('copyright-certificate.pdf')).toBeVisible();
    await expect(page.getByText('3.00MB')).toBeVisible();
    await expect(page.getByRole('button', { name: '음원 선택' })).toBeVisible();
    await expect(page.locator('audio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '다음', exact: true })).toBeDisabled();
    await reviewShot(page, 'register-10-after-reload-music-extra');

    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expectPath(page, '/nft/register/music-basic');
    await expect(page.getByRole('textbox', { name: '곡 제목' })).toHaveValue('새로고침 테스트 곡');
    await expect(page.getByRole('textbox', { name: '가수 2' })).toHaveValue('객원 보컬');
    await expect(page.getByRole('textbox', { name: '스트리밍 링크 1' })).toHaveValue(
      'https://music.example/spring-rain',
    );

    // Picking the mp3 again completes step 2.
    await next(page);
    await page.getByLabel('음원 파일').setInputFiles(files.mp3);
    await expect(page.getByRole('button', { name: '다음', exact: true })).toBeEnabled();
  });
});
