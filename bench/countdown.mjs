// What home's countdowns cost the main thread and the compositor, at the bench's phone speed
// (scripts/bench-runtime.mjs runs it).
import { idleWorkDone, round1, slowDown } from './browser.mjs';

/** Chrome's own TaskDuration counter (all main-thread work) over `seconds`, in ms per second. */
async function mainThreadMsPerSecond(page, seconds) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const before = await taskSeconds();
  await page.waitForTimeout(seconds * 1000);
  const after = await taskSeconds();
  await cdp.detach();
  return ((after - before) * 1000) / seconds;
}

/**
 * CPU time per second, over `seconds`, of the threads that turn the countdown wheels without the
 * main thread: the page's compositor and the GPU process (no throttling: CDP slows the main thread
 * only). The wheels cost the main thread nothing; this is where their cost went.
 */
async function compositorMsPerSecond(browser, seconds) {
  const cdp = await browser.newBrowserCDPSession();
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', '__metadata'] },
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const processes = new Map();
  const threads = new Map();
  for (const e of events) {
    if (e.name === 'process_name') processes.set(e.pid, e.args.name);
    if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const counted = (e) =>
    processes.get(e.pid) === 'GPU Process' ||
    (processes.get(e.pid) === 'Renderer' && threads.get(`${e.pid}:${e.tid}`) === 'Compositor');
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.tdur === undefined || !counted(e)) continue;
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  let cpu = 0;
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let end = -Infinity;
    for (const e of list) {
      if (e.ts < end) continue;
      end = e.ts + e.dur;
      cpu += e.tdur;
    }
  }
  return cpu / 1000 / seconds;
}

/** Opens home on the filter that shows the most cards (6 at most); returns it and the count. */
async function openBusiestHome(page, base) {
  await page.goto(`${base}/main`);
  const cardLinks = page.locator('a[href^="/loan-apply/progress/"]');
  await cardLinks.first().waitFor();
  let best = { label: null, cards: await cardLinks.count() };
  const chips = await page.getByRole('group', { name: /필터/ }).getByRole('button').all();
  for (const chip of chips.slice(1)) {
    const label = (await chip.textContent())?.trim() ?? '';
    await chip.click();
    await page.waitForTimeout(1500);
    const cards = await cardLinks.count();
    if (cards > best.cards) best = { label, cards };
    if (cards >= 6) break;
  }
  await page.goto(`${base}/main`);
  await cardLinks.first().waitFor();
  if (best.label) {
    await page
      .getByRole('group', { name: /필터/ })
      .getByRole('button', { name: best.label })
      .click();
  }
  await page.waitForTimeout(2000);
  return best;
}

/**
 * Main-thread time per second (at 4x CPU) that home's countdowns cost: the same screen measured twice for
 * 10 s, once ticking and once with the page's clock paused (Playwright's fake clock stops every
 * timer), and the difference taken, so layout, GC and the browser's own idle work cancel out.
 */
export async function measureCountdown(browser, base) {
  const seconds = 10;
  const ticking = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await slowDown(ticking);
  const busiest = await openBusiestHome(ticking, base);
  // Seconds after each load the app does its one-offs (bench-browser.mjs `idleWorkDone`). They are
  // not the countdowns' cost, and the paused page never runs them (its clock is stopped), so the
  // measuring starts after them.
  await idleWorkDone(ticking);
  await ticking.waitForTimeout(1000);
  const withTimers = await mainThreadMsPerSecond(ticking, seconds);
  const compositor = await compositorMsPerSecond(browser, seconds);
  await ticking.close();

  const frozen = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await slowDown(frozen);
  await frozen.clock.install();
  await openBusiestHome(frozen, base);
  await frozen.clock.pauseAt(Date.now() + 60_000);
  const paused = await mainThreadMsPerSecond(frozen, seconds);
  await frozen.close();

  return {
    filter: busiest.label ?? '전체',
    cards: busiest.cards,
    seconds,
    tickingMsPerSecond: round1(withTimers),
    pausedMsPerSecond: round1(paused),
    msPerSecond: round1(Math.max(0, withTimers - paused)),
    compositorMsPerSecond: round1(compositor),
  };
}
