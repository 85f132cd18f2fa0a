/* global window, indexedDB -- page.evaluate bodies run in the browser */
// Runtime figures in Debian's Chromium through Playwright, on a server already running at `base`
// (scripts/bench.mjs starts the demo server with the production bundle).
import { chromium } from '@playwright/test';
import { LAUNCH, percentile, round1, slowDown, watchInteractions } from './browser.mjs';
import { measureCountdown } from './countdown.mjs';
import { makeFixtures } from '../scripts/make-fixtures.mjs';

async function logIn(page, base) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: '아이디' }).fill('borrower1');
  await page.getByLabel('비밀번호', { exact: true }).fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL('**/main');
}

/**
 * Types `count` characters into `field`, one every 80 ms, and reads each keystroke's latency with
 * the Event Timing API: from the key press to the next paint after its handlers and React's
 * render, the figure INP is made of. Chromium reports only interactions of 16 ms or more (in 8 ms
 * steps), so a keystroke with no entry took under 16 ms and is counted as 8.
 */
async function typingLatency(page, field, count) {
  await page.evaluate(watchInteractions);
  await field.click();
  await field.press('End');
  await page.waitForTimeout(500);
  await page.evaluate(() => window.__interactions.clear());
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(`Key${String.fromCharCode(65 + (i % 26))}`);
    await page.waitForTimeout(80);
  }
  await page.waitForTimeout(1000);
  const slow = await page.evaluate(() => [...window.__interactions.values()]);
  const latencies = [...slow, ...Array(Math.max(0, count - slow.length)).fill(8)].sort(
    (a, b) => a - b,
  );
  return {
    keystrokes: count,
    over16: slow.filter((d) => d > 16).length,
    medianMs: round1(percentile(latencies, 50)),
    p95Ms: round1(percentile(latencies, 95)),
    maxMs: round1(latencies[latencies.length - 1]),
  };
}

/**
 * Keystroke to paint in the registration title at 4x CPU, with a 6 MB photo and a 3 MB PDF in the
 * draft (picked through the wizard with scripts/make-fixtures.mjs's files, then reloaded): the time from the keydown event to a task queued right after the next animation frame
 * (React has rendered, the frame is being painted). 50 keystrokes, median and p95.
 */
async function measureTyping(page, base) {
  const files = await makeFixtures();
  const next = () => page.getByRole('button', { name: '다음', exact: true }).click();
  await page.goto(`${base}/nft/register/music-basic`);
  const title = page.getByRole('textbox', { name: '곡 제목' });
  await title.waitFor();
  // The same field with an empty draft first: the harness's own floor (frame alignment).
  const emptyDraft = await typingLatency(page, title, 35);
  await title.fill('벤치 노래');
  await page.getByRole('textbox', { name: '가수 1' }).fill('벤치 가수');
  await page.getByRole('textbox', { name: '작곡가 1' }).fill('벤치 작곡');
  await page.getByRole('textbox', { name: '작사가 1' }).fill('벤치 작사');
  await page.getByRole('textbox', { name: '스트리밍 링크 1' }).fill('https://bench.example/a');
  await next();
  await page.getByRole('radio', { name: '예' }).check();
  await page.getByLabel('저작권 등록 서류 파일').setInputFiles(files.pdf);
  await page.getByText('3.00MB').waitFor();
  await page.getByLabel('음원 파일').setInputFiles(files.mp3);
  await next();
  await page.getByLabel('표지 이미지 파일').setInputFiles(files.photo);
  await page.getByRole('img', { name: '선택한 표지 이미지' }).waitFor({ timeout: 60_000 });
  // Back to step 1 by address: a reload that restores the whole draft from storage.
  await page.waitForTimeout(1500);
  await page.goto(`${base}/nft/register/music-basic`);
  await title.waitFor();
  if ((await title.inputValue()) !== '벤치 노래') throw new Error('the draft did not survive');
  const stored = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('music-copyright-lending');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('kv').objectStore('kv').getAll();
          all.onsuccess = () =>
            resolve(
              all.result.reduce(
                (n, v) => n + (typeof v === 'string' ? v.length : JSON.stringify(v).length),
                0,
              ),
            );
          all.onerror = () => resolve(0);
        };
      }),
  );
  await page.waitForTimeout(1000);
  const withDraft = await typingLatency(page, title, 55);
  if (!withDraft) return null;
  return { draftStoredChars: stored, emptyDraft, ...withDraft };
}

export async function measureRuntime(base) {
  const browser = await chromium.launch(LAUNCH);
  const result = { countdown: null, typing: null, errors: [] };
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
    try {
      result.countdown = await measureCountdown(browser, base);
    } catch (error) {
      result.errors.push(`countdown: ${error.message.split('\n')[0]}`);
    }
    try {
      await logIn(page, base);
      await slowDown(page);
      result.typing = await measureTyping(page, base);
    } catch (error) {
      result.errors.push(`typing: ${error.message.split('\n')[0]}`);
    }
  } finally {
    await browser.close();
  }
  return result;
}
