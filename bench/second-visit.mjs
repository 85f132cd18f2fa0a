/* global window, document -- page bodies run in the browser */
// The second visit, beside the first (issue 46): the same page opened cold, then again with only the
// HTTP cache warm (service workers blocked), then again with the production bundle's service worker
// in control. Playwright drives Debian's Chromium with Lighthouse's mobile settings applied, not
// simulated (Lighthouse itself only loads cold): slow 4G as DevTools applies it and the CPU slowed
// 4×. Each round uses a fresh browser context per variant, alternating.
import { chromium } from '@playwright/test';
import { CPU_SLOWDOWN, LAUNCH, idleWorkDone, median, round1 } from './browser.mjs';

/** Lighthouse's slow 4G as DevTools applies it (its `devtools` throttling preset). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Resolves once a heading with this text is on the page, polled from inside it. Not a Playwright
 * locator: its first use injects Playwright's ~300 KB helper script into the page, which a trace
 * of a second visit showed evaluating for ~45 ms (at 4x) in the middle of the first screen's render.
 */
function headingShown(page, text) {
  return page.evaluate(
    (wanted) =>
      new Promise((resolve) => {
        const poll = window.setInterval(() => {
          const headings = document.querySelectorAll('h1, h2, h3');
          if ([...headings].some((heading) => heading.textContent?.includes(wanted))) {
            window.clearInterval(poll);
            resolve();
          }
        }, 100);
      }),
    text,
  );
}

/** First paint and the first screen's content (largest contentful paint), in ms from navigation. */
async function measuredVisit(page, url, heading) {
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await throttle(page);
  await page.goto(url, { waitUntil: 'commit' });
  await headingShown(page, heading);
  // The covers paint after the cards' text: let the last candidate in.
  await page.waitForTimeout(1500);
  return page.evaluate(() => ({
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    contentMs: window.__lcp || null,
  }));
}

/**
 * The first visit of a warm variant: unthrottled, left until the page has done what it does once
 * idle after load (main.tsx) and, with the worker allowed, until the worker controls it (its
 * precache is complete). Both warm variants wait the same way, so the second visits differ only
 * by the worker.
 */
async function firstVisit(context, url, heading, { worker }) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await headingShown(page, heading);
  await idleWorkDone(page);
  if (worker) {
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 60_000,
    });
  }
  await page.close();
}

const medianMs = (values) => {
  const m = median(values);
  return m === null ? null : round1(m);
};

/**
 * `rounds` × (cold, second visit with the HTTP cache, second visit with the worker) on `url`,
 * each until a heading with the text `heading` is shown. Medians, and each second visit's content
 * time as a ratio to the cold visit's.
 */
export async function measureSecondVisit(url, heading, rounds) {
  const browser = await chromium.launch(LAUNCH);
  const runs = { cold: [], httpCache: [], worker: [] };
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of ['cold', 'httpCache', 'worker']) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          serviceWorkers: variant === 'worker' ? 'allow' : 'block',
        });
        try {
          if (variant !== 'cold')
            await firstVisit(context, url, heading, { worker: variant === 'worker' });
          runs[variant].push(await measuredVisit(await context.newPage(), url, heading));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  const figures = Object.fromEntries(
    Object.entries(runs).map(([variant, list]) => [
      variant,
      {
        fcpMs: medianMs(list.map((r) => r.fcpMs)),
        contentMs: medianMs(list.map((r) => r.contentMs)),
      },
    ]),
  );
  const ratio = (variant) =>
    figures.cold.contentMs
      ? Number((figures[variant].contentMs / figures.cold.contentMs).toFixed(2))
      : null;
  return {
    url,
    rounds,
    ...figures,
    ratios: { httpCache: ratio('httpCache'), worker: ratio('worker') },
  };
}
