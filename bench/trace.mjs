// Main-thread work as CPU time, beside Lighthouse's wall time: cold loads in Debian's Chromium
// (Playwright, a fresh browser each load, 390 px, no throttling), traced, alternating targets.
//
// Lighthouse's main-thread and style+layout figures are the wall time of the main thread's tasks
// (times its 4× CPU factor). On a two-core machine that time includes long stretches in which the
// main thread is descheduled while the script-streaming threads compile, and waits on the browser
// process (each font lookup on Linux is a synchronous call to it). A trace also records each
// task's thread CPU time (`tdur`), which is what the page itself costs; this script reports both,
// so a change can be judged on a figure that does not move with the machine's other load.
import { chromium } from '@playwright/test';
import { LAUNCH, median } from './browser.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
];
const STYLE_LAYOUT = new Set(['Layout', 'UpdateLayoutTree', 'ParseAuthorStyleSheet']);

/**
 * One cold load of `url` in a fresh browser with Lighthouse's mobile emulation (a Moto G Power: the
 * same layout and raster work as its runs), traced. `cpu` slows the page's CPU that many times;
 * `sample` also runs V8's sampling profiler (one sample per 100 µs) and returns its profile.
 */
export async function traceLoad(url, { categories = CATEGORIES, cpu = 1, sample = false } = {}) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (sample) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories } });
    if (sample) await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(1000);
    const profile = sample ? (await cdp.send('Profiler.stop')).profile : null;
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return { events, profile };
  } finally {
    await browser.close();
  }
}

/**
 * The navigation to the page, on the renderer main thread that loaded it. Not "the CrRendererMain
 * with the most events": Chromium 156 may start a renderer of its own (the omnibox popup's WebUI,
 * ~800 ms of CPU) during the load, and in half of the runs that one won. chromium-args.json now
 * switches it off; this still reads the right thread if another appears.
 */
export function pageNavigation(events) {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('the trace has no navigation to the page');
  return navigation;
}

/** Outermost complete events per thread (nested ones are inside their parent's time). */
function outermost(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const out = [];
  let end = -Infinity;
  for (const e of sorted) {
    if (e.ts >= end) {
      out.push(e);
      end = e.ts + e.dur;
    }
  }
  return out;
}

/**
 * One traced load's figures. Chromium 156.0.8078.108 now and then leaves the page's navigation
 * out of a trace (one load in the forty of two runs): that load is traced again, once.
 */
async function tracedFigures(url) {
  try {
    return figuresOf((await traceLoad(url)).events);
  } catch (error) {
    if (!/no navigation/.test(String(error))) throw error;
    return figuresOf((await traceLoad(url)).events);
  }
}

export function figuresOf(events) {
  const navigation = pageNavigation(events);
  const { pid, tid } = navigation;
  const complete = events.filter((e) => e.ph === 'X' && e.pid === pid && e.dur !== undefined);
  const main = complete.filter((e) => e.tid === tid);
  const tasks = outermost(main);
  const styleLayout = outermost(main.filter((e) => STYLE_LAYOUT.has(e.name)));
  const byThread = new Map();
  for (const e of complete) {
    if (e.tid === tid || e.tdur === undefined) continue;
    byThread.set(e.tid, [...(byThread.get(e.tid) ?? []), e]);
  }
  const background = [...byThread.values()].flatMap(outermost);
  const sum = (xs, key) => xs.reduce((total, e) => total + (e[key] ?? 0), 0) / 1000;
  const lcp = events
    .filter(
      (e) =>
        e.name === 'largestContentfulPaint::Candidate' &&
        e.args?.data?.navigationId === navigation.args.data.navigationId,
    )
    .at(-1);
  return {
    mainWallMs: sum(tasks, 'dur'),
    mainCpuMs: sum(tasks, 'tdur'),
    styleLayoutWallMs: sum(styleLayout, 'dur'),
    styleLayoutCpuMs: sum(styleLayout, 'tdur'),
    backgroundCpuMs: sum(background, 'tdur'),
    lcpMs: lcp ? (lcp.ts - navigation.ts) / 1000 : null,
  };
}

const medianMs = (xs) => {
  const m = median(xs);
  return m === null ? null : Math.round(m);
};

/** `rounds` cold loads of every target, the order rotating each round; medians per target. */
export async function measureTraces(targets, rounds) {
  const runs = new Map(targets.map(({ name }) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    const order = [
      ...targets.slice(round % targets.length),
      ...targets.slice(0, round % targets.length),
    ];
    for (const { name, url } of order) runs.get(name).push(await tracedFigures(url));
  }
  return targets.map(({ name }) => {
    const rs = runs.get(name);
    const keys = Object.keys(rs[0]);
    return {
      name,
      runs: rs.length,
      ...Object.fromEntries(keys.map((k) => [k, medianMs(rs.map((r) => r[k]))])),
    };
  });
}
