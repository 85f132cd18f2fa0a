import { expect, expectNoSeriousA11yViolations, logIn, reviewShot, test } from './fixtures';
import {
  files,
  expectPath,
  next,
  fillStepOne,
  storedDraftTitle,
  fillStepTwo,
  pickCover,
  makeFixtureFiles,
} from './register-helpers';

// The registration draft across a reload: typed fields, and a 6 MB photo and a 3 MB PDF.

makeFixtureFiles();

test.describe('NFT 등록 작성 중인 내용', () => {
  test.setTimeout(120_000);

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
