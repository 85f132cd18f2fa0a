/* global window -- page bodies run in the browser */
// The same screens at three sizes of world (issue 59): the demo's, 1,000 open loans with 100 held,
// and 5,000 with 500 (mocks/db/large-world.ts), each served by its own mock server beside the
// production bundle, in Debian's Chromium at 390 x 844 and 4x CPU. For each: home's first card,
// search (idle, and typing two letters that find thousands), settlement (first row, the "상환 완료"
// tab's tap) and my music's "내가 투자한" tab: time to first card or row, blocking (long tasks past
// 50 ms) on load and around each tap, each tap's press-to-paint (Event Timing), the idle
// main-thread share over 10 s left alone, and the JS heap after a collection.
// Every screen is measured as a returning person meets it: after the app's one-offs of its first
// load (the service worker's install and precache, the manifest, MUI's chunk), which otherwise
// fall on whichever load comes next and made the first-card figures swing by ~600 ms run to run.
// A first card or row is the median of three loads of the screen.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { LAUNCH, idleWorkDone, round1, slowDown, watchInteractions } from './bench-browser.mjs';

export const WORLDS = ['demo', '1000', '5000'];
const IDLE_MS = 10_000;

async function startServer(dir, world, port) {
  const server = spawn('npx', ['ts-node', '--transpile-only', 'scripts/mock-server.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dir, MOCK_WORLD: world },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(`${base}/main`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      server.kill();
    }
  };
  return { base, stop };
}

/** Run in the page from its start: the blocking part of every long task, summed. */
function watchBlocking() {
  window.__blocking = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__blocking += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
}

const blocking = async (page) => round1(await page.evaluate(() => window.__blocking ?? 0));
const resetBlocking = (page) => page.evaluate(() => (window.__blocking = 0));

async function metrics(cdp) {
  const { metrics: all } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(all.map((m) => [m.name, m.value]));
}

/** Busy share of the main thread over IDLE_MS left alone, and the heap after a collection. */
async function idle(page, cdp) {
  await page.waitForTimeout(2_000);
  const before = (await metrics(cdp)).TaskDuration;
  await page.waitForTimeout(IDLE_MS);
  const after = (await metrics(cdp)).TaskDuration;
  await cdp.send('HeapProfiler.collectGarbage');
  return {
    idleBusyPct: round1(((after - before) * 1000 * 100) / IDLE_MS),
    heapMB: round1((await metrics(cdp)).JSHeapUsedSize / 1e6),
  };
}

const LOADS = 3;

/**
 * Opens `path` LOADS times and times each to `ready` (a first card or row): the median, and the
 * blocking on the way of the last load.
 */
async function open(page, base, path, ready) {
  const times = [];
  for (let load = 0; load < LOADS; load += 1) {
    const started = Date.now();
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await ready().waitFor({ timeout: 120_000 });
    times.push(Date.now() - started);
    await page.waitForTimeout(1_000);
  }
  times.sort((a, b) => a - b);
  return { firstMs: times[Math.floor(LOADS / 2)], loadBlockingMs: await blocking(page) };
}

/** A tap (or keys) with its slowest interaction and the blocking around it. */
async function interact(page, act) {
  await page.evaluate(() => window.__interactions.clear());
  await resetBlocking(page);
  await act();
  await page.waitForTimeout(1_500);
  const seen = await page.evaluate(() => [...window.__interactions.values()]);
  return { tapMs: seen.length ? Math.max(...seen) : 8, blockingMs: await blocking(page) };
}

async function measureWorld(base) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(watchBlocking);
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: '아이디' }).fill('investor1');
    await page.getByLabel('비밀번호', { exact: true }).fill('demo1234!');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL('**/main');
    await idleWorkDone(page);
    await page.waitForFunction(() => window.navigator.serviceWorker?.controller != null, null, {
      timeout: 60_000,
    });
    await slowDown(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const after = async (figures) => ({ ...figures, ...(await idle(page, cdp)) });

    const home = await after(
      await open(page, base, '/main', () => page.getByRole('article').first()),
    );

    const search = await after(
      await open(page, base, '/search', () => page.getByRole('textbox').first()),
    );
    await page.evaluate(watchInteractions);
    Object.assign(
      search,
      await interact(page, () =>
        page.getByRole('textbox').first().pressSequentially('er', { delay: 300 }),
      ),
    );
    const found = await page.getByRole('region', { name: /검색 결과/ }).getAttribute('aria-label');
    const results = await page.getByRole('heading', { name: /검색 결과/ }).textContent();
    Object.assign(search, { results: found ?? results, ...(await idle(page, cdp)) });

    const settlement = await open(page, base, '/repayment-received', () =>
      page.getByRole('tabpanel').getByRole('listitem').first(),
    );
    await page.evaluate(watchInteractions);
    Object.assign(
      settlement,
      await interact(page, () => page.getByRole('tab', { name: '상환 완료' }).click()),
    );
    Object.assign(settlement, await idle(page, cdp));

    const myMusic = await open(page, base, '/myNft', () => page.getByRole('tab').first());
    await page.evaluate(watchInteractions);
    Object.assign(
      myMusic,
      await interact(page, () => page.getByRole('tab', { name: '내가 투자한' }).click()),
    );
    return { home, search, settlement, myMusic };
  } finally {
    await browser.close();
  }
}

/** The median of each figure over the rounds (a figure that is text keeps the first round's). */
function medians(runs) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const merged = {};
  for (const screen of Object.keys(runs[0])) {
    merged[screen] = {};
    for (const [name, first] of Object.entries(runs[0][screen])) {
      merged[screen][name] =
        typeof first === 'number' ? median(runs.map((run) => run[screen][name])) : first;
    }
  }
  return merged;
}

/**
 * Each world's figures, medians of `rounds` rounds that take the worlds in turn (one machine's
 * drift falls on each alike); the rows set each time beside the demo world's.
 */
export async function measureScale(dir, rounds = 3, port = 4610) {
  const servers = await Promise.all(WORLDS.map((world, i) => startServer(dir, world, port + i)));
  const runs = Object.fromEntries(WORLDS.map((world) => [world, []]));
  try {
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`  round ${round}/${rounds}`);
      for (const [i, world] of WORLDS.entries())
        runs[world].push(await measureWorld(servers[i].base));
    }
  } finally {
    for (const server of servers) server.stop();
  }
  return {
    rounds,
    worlds: Object.fromEntries(WORLDS.map((world) => [world, medians(runs[world])])),
  };
}
