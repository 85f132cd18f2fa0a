/* global window -- page.evaluate bodies run in the browser */
// Every tap of the bench at 4× CPU, production bundle, in Debian's Chromium: from the press to the
// next paint after its handlers and React's render, as the Event Timing API reports it (the figure
// INP is made of). Each tap is made `REPEATS` times; the median (the budget's figure), the 75th
// percentile and the slowest go in the table. On this machine one tap's figures spread from half
// to twice its median (frame alignment, garbage collection, the first mount of a dialog).
import { chromium } from '@playwright/test';
import {
  idleWorkDone,
  LAUNCH,
  percentile,
  round1,
  slowDown,
  watchInteractions,
} from './browser.mjs';

const REPEATS = 12;
// Chromium reports interactions of 16 ms or more (in 8 ms steps): a tap with no entry took less.
const UNDER_THRESHOLD_MS = 8;

/** Median, 75th percentile and slowest of `durations`, kept in the order made. */
function summary(durations) {
  const sorted = [...durations].sort((x, y) => x - y);
  return {
    medianMs: round1(percentile(sorted, 50)),
    p75Ms: round1(percentile(sorted, 75)),
    maxMs: round1(sorted[sorted.length - 1]),
    // In the order made: the first of a kind may pay for a first mount.
    durations: durations.map(round1),
  };
}

/** Idle long enough for the last interaction's entry to arrive and any transition to end. */
const settle = (page) => page.waitForTimeout(700);

/**
 * `tap()` made REPEATS times, each after `before()` (which puts the screen back) and a pause: the
 * slowest interaction each tap made (a tap that also types makes one per key).
 */
async function measure(page, tap, before = async () => {}) {
  const durations = [];
  for (let i = 0; i < REPEATS; i += 1) {
    await before(i);
    await settle(page);
    await page.evaluate(() => window.__interactions.clear());
    await tap(i);
    await settle(page);
    const seen = await page.evaluate(() => [...window.__interactions.values()]);
    durations.push(seen.length ? Math.max(...seen) : UNDER_THRESHOLD_MS);
  }
  return summary(durations);
}

async function logIn(page, base, loginId) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: '아이디' }).fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL('**/main');
}

const homeReady = (page) =>
  page.getByRole('region', { name: '최근 등록된 계약' }).getByRole('link').first().waitFor();

/**
 * { tap name: { medianMs, p75Ms, maxMs, durations } } on the server at `base` with the CPU slowed
 * `cpu` times, and the failures; `only` keeps the taps whose name contains it.
 */
export async function measureTaps(base, only = '', cpu = 4) {
  const browser = await chromium.launch(LAUNCH);
  const taps = {};
  const errors = [];
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await context.addInitScript(watchInteractions);
  const page = await context.newPage();
  const run = async (name, steps) => {
    if (only && !name.includes(only)) return;
    try {
      taps[name] = await steps();
    } catch (error) {
      errors.push(`${name}: ${error.message.split('\n')[0]}`);
    }
  };
  try {
    await logIn(page, base, 'investor1');
    await homeReady(page);
    await idleWorkDone(page);
    await slowDown(page, cpu);
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });

    await run('home filter chip', () => {
      const chips = page.getByRole('group', { name: '계약 필터' }).getByRole('button');
      // Alternates between a filter and 전체, so every tap changes the list.
      return measure(page, (i) => chips.nth(i % 2 === 0 ? 1 : 0).click());
    });
    await run('home search box, a keystroke', () => {
      const search = page.getByRole('textbox', { name: '곡명 또는 가수명 검색' });
      return measure(page, () => search.press('KeyA'));
    });
    // The search screen: each keystroke's own paint, then its results on screen (the region's
    // count or cards change), over the demo's open loans, a title by its initials ('ㅂㅂ', 'ㅂ')
    // and by its letters.
    await run('search screen, a keystroke', async () => {
      await page.goto(`${base}/search`);
      const search = page.getByRole('textbox', { name: '곡명 또는 가수명 검색' });
      await search.waitFor();
      await page.waitForTimeout(1500);
      const keys = ['ㅂ', 'ㅂ', 'Backspace', 'Backspace', 'b', 'l', 'u', 'Backspace', 'Backspace'];
      return measure(page, async (i) => {
        const key = keys[i % keys.length];
        if (key === 'Backspace') await search.press('Backspace');
        else await search.pressSequentially(key);
      });
    });
    await run('search screen, keystroke to results painted', async () => {
      const search = page.getByRole('textbox', { name: '곡명 또는 가수명 검색' });
      await search.fill('');
      await page.waitForTimeout(500);
      const keys = ['ㅂ', 'ㅂ', 'Backspace', 'Backspace', 'b', 'l', 'u', 'Backspace', 'Backspace'];
      const times = [];
      const commits = [];
      for (let i = 0; i < REPEATS; i += 1) {
        const key = keys[i % keys.length];
        // From the letter's input event to the results in the page (the count in their heading,
        // the cards shown or hidden), and to the frame after.
        const painted = page.evaluate(
          () =>
            new Promise((resolve) => {
              let start = 0;
              const field = window.document.querySelector('input[type="text"]');
              // `beforeinput`: a Hangul letter arrives as text input, with no key event.
              field.addEventListener('beforeinput', (event) => (start = event.timeStamp), {
                once: true,
              });
              const observer = new window.MutationObserver(() => {
                observer.disconnect();
                // The results in the page (React's commit); then the frame that shows them.
                const committed = window.performance.now() - start;
                window.requestAnimationFrame(() =>
                  window.setTimeout(
                    () => resolve({ committed, painted: window.performance.now() - start }),
                    0,
                  ),
                );
              });
              // The results only: the block under the field that holds the hint and the results
              // (their count, their cards drawn), not a countdown ticking in a card.
              const results = window.document.querySelector('p[aria-live="polite"]').parentElement;
              observer.observe(results, {
                attributeFilter: ['hidden'],
                childList: true,
                subtree: true,
              });
              window.setTimeout(() => resolve(null), 3000);
            }),
        );
        if (key === 'Backspace') await search.press('Backspace');
        else await search.pressSequentially(key);
        const seen = await painted;
        if (seen !== null) {
          times.push(seen.painted);
          commits.push(seen.committed);
        }
        await settle(page);
      }
      taps['search screen, keystroke to results committed'] = summary(commits);
      return summary(times);
    });
    await page.goto(`${base}/main`);
    await homeReady(page);
    await run('a home card', () =>
      measure(
        page,
        () =>
          page.getByRole('region', { name: '최근 등록된 계약' }).getByRole('link').first().click(),
        async (i) => {
          if (i > 0) await page.goBack();
          await homeReady(page);
        },
      ),
    );
    await run('a tab', async () => {
      await page.goBack();
      await homeReady(page);
      const tabs = ['내 음악', '정산 관리', '홈'];
      return measure(page, (i) =>
        nav.getByRole('button', { name: tabs[i % tabs.length], exact: true }).click(),
      );
    });
    // A dialog's open and close: `opener` opens it, its 취소 closes it.
    const dialog = page.getByRole('dialog');
    const closeDialog = async () => {
      if (await dialog.count()) await dialog.getByRole('button', { name: '취소' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    const dialogTaps = async (name, opener) => {
      await run(`${name}, open`, () => measure(page, () => opener.click(), closeDialog));
      await run(`${name}, close`, () =>
        measure(
          page,
          () => dialog.getByRole('button', { name: '취소' }).click(),
          async () => {
            await closeDialog();
            await opener.click();
            await dialog.waitFor();
          },
        ),
      );
    };

    await page.goto(`${base}/menu`);
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    await dialogTaps('the logout dialog', page.getByRole('button', { name: '로그아웃' }));

    // The investment's confirm, on the first open loan, with an amount typed and the consent given.
    const { data } = await fetch(`${base}/api/v1/contracts`).then((r) => r.json());
    await page.goto(`${base}/investment-input/${data.contracts[0].contractId}`);
    await page.getByRole('textbox', { name: '투자 금액' }).fill('1000000');
    await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }).check();
    await dialogTaps(
      "the investment's confirm",
      page.getByRole('button', { name: '투자하기', exact: true }),
    );
  } catch (error) {
    errors.push(error.message.split('\n')[0]);
  } finally {
    await browser.close();
  }
  return { cpu, taps, errors };
}
