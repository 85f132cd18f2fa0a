import type { Page } from '@playwright/test';
import type { Received } from '@scripts/telemetry/summary';
import { expect, logIn, test } from './fixtures';
import {
  arrived,
  attribute,
  collectorMark,
  collectorSummary,
  leave,
  menuLink,
  recordsSince,
  reporterReady,
  sourceLines,
  VERSION,
} from './telemetry-helpers';

/**
 * Field telemetry's vitals from the production bundle behind nginx (docs/telemetry.md): a slow
 * tap with what held it, each vital of a load on its route pattern, and nothing once the person
 * turns reporting off in the menu.
 */

test('a slow tap arrives as INP with its target, its slowest part and the script that held it', async ({
  page,
  context,
}) => {
  // Everything after the throttle runs 40 times slower.
  test.slow();
  const mark = await collectorMark();
  await page.goto('/main');
  await reporterReady(page);
  // The longest tap the page has timed (an interaction's entries; a hover is not one). The browser
  // hands a tap's timing to the page's observers some frames after the tap's paint: a tab that
  // closes before then leaves the app's observer (web-vitals) nothing to report.
  await page.evaluate(() => {
    const seen = window as unknown as { slowestTap?: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId > 0)
          seen.slowestTap = Math.max(seen.slowestTap ?? 0, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  const slowTapTimed = (timeout: number) =>
    page
      .waitForFunction(
        () => ((window as unknown as { slowestTap?: number }).slowestTap ?? 0) > 200,
        null,
        {
          timeout,
        },
      )
      .then(
        () => true,
        () => false,
      );
  const cdp = await context.newCDPSession(page);
  // A phone far slower than the bench's. Chromium slows the page with a thread that keeps pausing
  // it, so a tap whose work is brief can slip between two pauses and stay fast (seen in a full
  // run: 16 ms at 40x): the person taps between home and the menu until a tap is slow, at most
  // four times.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  const taps = [
    { on: () => menuLink(page), to: page.getByRole('heading', { name: '화면 설정' }) },
    {
      on: () => page.getByRole('button', { name: '뒤로 가기' }),
      to: page.getByRole('heading', { name: '홈', level: 1 }),
    },
  ];
  let slow = false;
  for (let tap = 0; tap < 4 && !slow; tap += 1) {
    await taps[tap % 2].on().click();
    await expect(taps[tap % 2].to).toBeVisible({ timeout: 45_000 });
    slow = await slowTapTimed(5_000);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(slow, 'one of four taps at 40x CPU took over 200 ms').toBe(true);
  await leave(page);
  const inp = await arrived(
    mark,
    // Journeys beside this one may meet a slow tap of their own: this one's is on home or the menu.
    (r) =>
      attribute(r, 'browser.web_vital.name') === 'inp' &&
      Number(attribute(r, 'browser.web_vital.value')) > 200 &&
      ['/main', '/menu'].includes(String(attribute(r, 'url.template'))),
  );
  expect(attribute(inp, 'browser.web_vital.rating')).not.toBe('good');
  // The tapped element by a selector, unless the screen it was on has gone (web-vitals says '').
  expect(attribute(inp, 'app.vital.target') ?? '').not.toMatch(/[\p{Script=Hangul}]/u);
  expect(attribute(inp, 'app.vital.slowest_part')).toMatch(
    /^(input-delay|processing-duration|presentation-delay)$/,
  );
  expect(inp.version).toMatch(VERSION);
  // The script that held it, where Long Animation Frames named one with a file (under a busy
  // machine the tap's frames may hold only unnamed work): its character is a source line.
  const file = attribute(inp, 'code.file.path');
  if (file !== undefined) {
    const script = /\/assets\/([\w.-]+\.js)/.exec(String(file))?.[1];
    expect(script).toBeTruthy();
    expect(sourceLines.atChar(script!, Number(attribute(inp, 'app.vital.script_char')))).toMatch(
      /:\d+:\d+/,
    );
  }
});

for (const [what, at, pattern] of [
  ['home', '/main', '/main'],
  ['login', '/login', '/login'],
  ['a contract', '/investment/108', '/investment/:investmentId'],
] as const) {
  test(`each vital of a load of ${what} arrives, on its route pattern`, async ({ page }) => {
    const mark = await collectorMark();
    if (at.startsWith('/investment/')) await logIn(page, 'investor1');
    await page.goto(at);
    await reporterReady(page);
    await leave(page);
    // The load's vitals; INP, which needs a tap, arrives in the slow tap's journey above.
    for (const name of ['lcp', 'fcp', 'ttfb', 'cls']) {
      const vital = await arrived(
        mark,
        (r) =>
          attribute(r, 'browser.web_vital.name') === name &&
          attribute(r, 'url.template') === pattern,
      );
      expect(Number(attribute(vital, 'browser.web_vital.value'))).toBeGreaterThanOrEqual(0);
      expect(vital.version).toMatch(VERSION);
    }
    expect(Object.keys((await collectorSummary()).vitals[pattern] ?? {})).toEqual(
      expect.arrayContaining(['lcp', 'fcp', 'ttfb', 'cls']),
    );
  });
}

test.describe('switched off in the menu', () => {
  // A status no other journey sends: what this one provokes is told apart at the shared collector.
  test.use({ allowedErrors: [/HTTP 599|status of 599/] });
  const isMine = (r: Received) => attribute(r, 'http.response.status_code') === 599;

  async function failHomesCall(page: Page) {
    await page.route(/\/api\/v1\/contracts(\?.*)?$/, (route) =>
      route.fulfill({ status: 599, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/main');
    await expect(
      page.getByText('서버에 문제가 있어요. 잠시 후 다시 시도해주세요.').first(),
    ).toBeVisible();
    await reporterReady(page);
    await leave(page);
  }

  test('nothing is sent, from any page, until it is switched on again', async ({
    page,
    context,
  }) => {
    const mark = await collectorMark();
    await page.goto('/menu');
    const choice = page.getByRole('switch', {
      name: '오류·속도 정보를 보내 서비스 개선에 함께하기',
    });
    await expect(choice).toBeChecked();
    await choice.click();
    await expect(choice).not.toBeChecked();
    await failHomesCall(page);
    // Long enough for a send that was going to come to have come.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await recordsSince(mark)).filter(isMine)).toEqual([]);

    // Switched on again, the same failure arrives: the silence was the switch.
    const again = await context.newPage();
    await again.goto('/menu');
    await again
      .getByRole('switch', { name: '오류·속도 정보를 보내 서비스 개선에 함께하기' })
      .click();
    await expect(
      again.getByRole('switch', { name: '오류·속도 정보를 보내 서비스 개선에 함께하기' }),
    ).toBeChecked();
    await failHomesCall(again);
    await arrived(mark, isMine);
  });
});
