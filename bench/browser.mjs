/* global window -- page bodies run in the browser */
// What the bench's browser measurements share: Debian's Chromium, the phone's CPU, rounding.
import { createRequire } from 'node:module';

/** Debian's Chromium with the project's flags (scripts/chromium-args.json, the e2e suite's too). */
export const CHROMIUM_ARGS = createRequire(import.meta.url)('../scripts/chromium-args.json');

export const LAUNCH = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

export const round1 = (n) => Math.round(n * 10) / 10;

/** The median of the figures that were measured (null where a load measured nothing). */
export const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** The p-th percentile of an ascending list. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Run in the page: keeps the longest Event Timing entry of each interaction (its pointerdown,
 * pointerup, click or key events) in `window.__interactions`, by interaction id. Chromium reports
 * interactions of 16 ms or more, in 8 ms steps. Once per page; a second call only empties it.
 */
export function watchInteractions() {
  window.__interactions = new Map();
  if (window.__eventProbe) return;
  window.__eventProbe = true;
  new window.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(seen, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
}

/** The bench's phone: Chromium's CPU slowed 4x, as Lighthouse's mobile preset does. */
export const CPU_SLOWDOWN = 4;

/** Chromium's CPU slowed `rate` times (4, the bench's phone, unless told). */
export async function slowDown(page, rate = CPU_SLOWDOWN) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Waits until the page has done its one-offs, seconds after load when the main thread is idle
 * (shared/lib/when-idle-after-load.ts): the manifest linked (app/boot/link-manifest.ts) and MUI's
 * chunk downloaded (app/boot/load-screen.ts).
 */
export function idleWorkDone(page) {
  return page.waitForFunction(
    () =>
      window.document.querySelector('link[rel="manifest"]') !== null &&
      window.performance
        .getEntriesByType('resource')
        .some((entry) => /\/mui\.\w+\.js$/.test(entry.name)),
    null,
    { timeout: 60_000 },
  );
}
