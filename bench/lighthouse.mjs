// Lighthouse 13 (mobile emulation: simulated mid-range phone, 4x CPU slowdown, slow 4G) on running
// servers; Chromium is Debian's (/usr/bin/chromium), never a downloaded one.
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { CHROMIUM_ARGS, median } from './browser.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const launch = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });

const FIGURES = [
  'performance',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'mainThreadMs',
  'mainThreadCpuMs',
  'styleLayoutMs',
  'scriptMs',
];

/**
 * Runs Lighthouse `rounds` times over every target at every CPU slowdown in `speeds`, alternating
 * (at 4x: floor, page 1, page 2, ...; then the same at 8x; then the next round), so the floor and
 * the product meet the same machine state at each speed. With `rotate`, each round starts one
 * target later (bench/levers.mjs: the first audit of a round read slower, so a fixed order
 * favoured every target but the first). Returns, per speed, the machine's
 * benchmarkIndex (Lighthouse's own reading of this CPU, median; higher is faster) and per target
 * the median of each figure and the worst accessibility and best-practices scores.
 */
export async function runSideBySide(targets, rounds, speeds = [4], { rotate = false } = {}) {
  const chrome = await launch();
  const runs = Object.fromEntries(
    speeds.map((cpu) => [cpu, Object.fromEntries(targets.map(({ name }) => [name, []]))]),
  );
  try {
    for (let round = 0; round < rounds; round += 1) {
      const shift = rotate ? round % targets.length : 0;
      const order = [...targets.slice(shift), ...targets.slice(0, shift)];
      for (const cpu of speeds)
        for (const { name, url, categories } of order)
          runs[cpu][name].push(await auditOnceMore(url, chrome.port, categories, cpu));
      console.log(`  round ${round + 1}/${rounds}`);
    }
  } finally {
    await chrome.kill();
  }
  return speeds.map((cpu) => ({
    cpu,
    benchmarkIndex: median(
      Object.values(runs[cpu]).flatMap((rs) => rs.map((r) => r.benchmarkIndex)),
    ),
    pages: targets.map(({ name }) => {
      const rs = runs[cpu][name];
      const figures = Object.fromEntries(FIGURES.map((f) => [f, median(rs.map((r) => r[f]))]));
      const groups = Object.fromEntries(
        [...new Set(rs.flatMap((r) => Object.keys(r.groups)))].map((g) => [
          g,
          median(rs.map((r) => r.groups[g] ?? 0)),
        ]),
      );
      const worst = (key) =>
        rs[0][key] === undefined ? undefined : Math.min(...rs.map((r) => r[key]));
      return {
        name,
        runs: rs.length,
        ...figures,
        groups,
        accessibility: worst('accessibility'),
        bestPractices: worst('bestPractices'),
        failing: [...new Set(rs.flatMap((r) => r.failing))],
      };
    }),
  }));
}

/**
 * The main thread's CPU time in the trace Lighthouse's main-thread figure is read from: the same
 * top-level tasks, each by its thread time instead of its wall time, and scaled by the same
 * slowdown. Under Lighthouse's simulated throttling (the mobile preset) the page loads unthrottled
 * and `mainthread-work-breakdown` is the tasks' wall time times the slowdown, so the 4× and 8×
 * figures are one measurement scaled twice, and a task's wall time includes any wait for a core
 * that the browser's other threads (background compiles, the compositor, the browser process)
 * hold on this two-core machine. Beside the wall figure, this says how much of it is the page's
 * own work (docs/performance.md).
 */
async function mainThreadCpuMs(trace, settings) {
  const tasks = await MainThreadTasks.request(trace, { computedCache: new Map() });
  const multiplier =
    settings.throttlingMethod === 'simulate' ? settings.throttling.cpuSlowdownMultiplier : 1;
  const cpuMs = tasks
    .filter((task) => !task.parent)
    .reduce((sum, task) => sum + (task.event.tdur ?? task.event.dur ?? 0) / 1000, 0);
  return Math.round(cpuMs * multiplier);
}

/**
 * One audit, and once more if Lighthouse could not read that load's trace (now and then it finds no
 * navigation start in it, NO_NAVSTART): that load measured nothing, and its zeros would count in
 * the medians. Said on the console; a second failure stops the part.
 */
async function auditOnceMore(url, port, categories, cpu) {
  try {
    return await audit(url, port, categories, cpu);
  } catch (error) {
    console.log(`  ${url} at ${cpu}x: ${error.message}; audited once more`);
    return audit(url, port, categories, cpu);
  }
}

async function audit(url, port, categories = ['performance'], cpu = 4) {
  const { lhr, artifacts } = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json', onlyCategories: categories },
    // The mobile preset with its CPU slowdown set, as ../shared/perf-floor/side-by-side.mjs does.
    { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpu } } },
  );
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}`);
  const score = (key) =>
    lhr.categories[key] ? Math.round(lhr.categories[key].score * 100) : undefined;
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const work = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [
      i.group,
      i.duration,
    ]),
  );
  return {
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    mainThreadMs: ms('mainthread-work-breakdown'),
    mainThreadCpuMs: await mainThreadCpuMs(artifacts.Trace, lhr.configSettings),
    styleLayoutMs: Math.round(work.styleLayout ?? 0),
    scriptMs: Math.round(work.scriptEvaluation ?? 0),
    // The whole of Lighthouse's main-thread breakdown, ms by group (scriptEvaluation, styleLayout,
    // paintCompositeRender, scriptParseCompile, parseHTML, garbageCollection, other).
    groups: Object.fromEntries(Object.entries(work).map(([g, ms]) => [g, Math.round(ms)])),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/**
 * Where Lighthouse's simulated LCP comes from (`npm run bench -- --lcp-graph <url>`): one run on
 * `url`, then the nodes of Lantern's LCP graphs (network requests and main-thread tasks) with their
 * simulated start and end, in order of end. The last lines are the critical path.
 */
export async function printLcpGraph(url) {
  const chrome = await launch();
  let lhr;
  try {
    ({ lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    }));
  } finally {
    await chrome.kill();
  }
  const ms = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(
    `performance ${Math.round(lhr.categories.performance.score * 100)}, ` +
      `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms`,
  );
  const describe = (node) =>
    node.type === 'network'
      ? `network ${node.request.url.split('/').pop().slice(0, 48)} (${node.request.transferSize} B)`
      : `main thread ${Math.round(node.duration / 1000)} ms observed: ${node.childEvents
          .filter((e) => e.name === 'EvaluateScript')
          .map((e) => e.args?.data?.url?.split('/').pop())
          .join(', ')}`;
  for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
    const timings = [...(Simulator.allNodeTimings.get(label) ?? [])];
    timings.sort((a, b) => a[1].endTime - b[1].endTime);
    console.log(`\n${label}: ${timings.length} nodes (simulated start → end, ms)`);
    for (const [node, t] of timings)
      console.log(
        `${String(Math.round(t.startTime)).padStart(6)} → ${String(Math.round(t.endTime)).padStart(5)}  ${describe(node)}`,
      );
  }
}
