import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedDraftTitleInPage } from './page-functions';

// Real files, made by the repo's script into a temp folder (nothing big is committed).
const FIXTURE_DIR = path.join(os.tmpdir(), 'music-lending-e2e-fixtures');
export const files = {
  photo: path.join(FIXTURE_DIR, 'phone-photo.jpg'),
  pdf: path.join(FIXTURE_DIR, 'copyright-certificate.pdf'),
  mp3: path.join(FIXTURE_DIR, 'song.mp3'),
};

/** Makes the real files once per file of journeys that pick them (call at the top of the file). */
export function makeFixtureFiles() {
  test.beforeAll(() => {
    execFileSync(
      'node',
      [path.join(__dirname, '..', 'scripts', 'make-fixtures.mjs'), FIXTURE_DIR],
      {
        stdio: 'pipe',
        timeout: 120_000,
      },
    );
  });
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
export const expectPath = (page: Page, expected: string) =>
  expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe(expected);
export const next = (page: Page) => page.getByRole('button', { name: '다음', exact: true }).click();

export async function fillStepOne(page: Page, title: string) {
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

/** The persisted draft's title once its first step was written (page-functions.ts). */
export const storedDraftTitle = (page: Page) => page.evaluate(storedDraftTitleInPage);

export async function fillStepTwo(page: Page) {
  await expectPath(page, '/nft/register/music-extra');
  await page.getByRole('radio', { name: '예' }).check();
  await page.getByLabel('저작권 등록 서류 파일').setInputFiles(files.pdf);
  await expect(page.getByText('copyright-certificate.pdf')).toBeVisible();
  await expect(page.getByText('3.00MB')).toBeVisible();
  await page.getByLabel('음원 파일').setInputFiles(files.mp3);
  await expect(page.getByText('song.mp3')).toBeVisible();
  await expect(page.locator('audio[controls]')).toHaveCount(1);
}

export async function pickCover(page: Page) {
  await expectPath(page, '/nft/register/image-upload');
  await page.getByLabel('표지 이미지 파일').setInputFiles(files.photo);
  await expect(page.getByRole('img', { name: '선택한 표지 이미지' })).toBeVisible({
    timeout: 20_000,
  });
}
