// `npm run bench`: speed and size of the production bundle, each figure beside its budget, into
// bench/results.json. A script, not a test: it never fails and CI does not run it. The parts
// (bench/README.md says what each measures):
//   sizes         the first download and every route's own chunks (webpack stats), always
//   lighthouse    Lighthouse 13 mobile on /main, /login and a contract page beside the floor
//   trace         traced cold loads of the same pages: main-thread CPU beside its wall time
//   profile       the same loads at 8x CPU: the main thread by kind of work and by module
//   typing        typing with a 6 MB draft, and the countdowns' main-thread cost
//   taps          every tap's press to paint at 4x CPU
//   second-visit  /main cold, then again from the HTTP cache and under the service worker
//   scale         the screens at three sizes of world (demo, 1,000 / 100, 5,000 / 500)
//   devtools      Redux DevTools open on the dev server's 5,000-loan world
//
// Usage: npm run bench [-- --only taps,scale] [-- --no-devtools ...] [-- --rounds 5]
//        [-- --dir dist-bench (reuse a build; --build to build it again)]
//        [-- --cpu 4,8 (Lighthouse's CPU slowdowns, alternated in one run; taps: --tap-cpu 4,6)]
//        npm run bench -- --lcp-graph <url>   (Lantern's LCP graph of one page, nothing else)
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { LAUNCH } from './browser.mjs';
import {
  devtoolsRows,
  lighthouseRows,
  profileRows,
  runtimeRows,
  scaleRows,
  secondVisitRows,
  tapRows,
} from './rows.mjs';
import { startFloor, startMockServer } from './servers.mjs';
import { measureSizes } from './sizes.mjs';

const PARTS = [
  'lighthouse',
  'trace',
  'profile',
  'typing',
  'taps',
  'second-visit',
  'scale',
  'devtools',
];
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const lcpGraphUrl = option('--lcp-graph');
if (lcpGraphUrl) {
  const { printLcpGraph } = await import('./lighthouse.mjs');
  await printLcpGraph(lcpGraphUrl);
  process.exit(0);
}

const only = option('--only')?.split(',');
const unknown = (only ?? []).filter((part) => !PARTS.includes(part));
if (unknown.length) throw new Error(`unknown part ${unknown.join(', ')}; parts: ${PARTS}`);
const runs = (part) => (only ? only.includes(part) : !args.includes(`--no-${part}`));
const dir = option('--dir') ?? 'dist-bench';
const statsFile = `${dir}-stats.json`;
const rounds = Number(option('--rounds') ?? 5);
// A mid-range phone (4x) and one twice as slow (8x), both in every run: a lead that holds only on
// a fast machine is not a lead (docs/performance.md).
const speeds = (option('--cpu') ?? '4,8').split(',').map(Number);
const tapSpeeds = (option('--tap-cpu') ?? '4,6').split(',').map(Number);

const BUDGET = {
  homeGzip: 200 * 1024,
  routeGzip: 40 * 1024,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  cls: 0.02,
  // Ratios to the performance floor's median in the same run, at each CPU slowdown. LCP: /login
  // (prerendered) ahead of the floor, the data screens (their first call's answer) level with it.
  lcpRatio: { '/login': 0.95, dataScreens: 1.05 },
  tbtRatio: 0.5,
  mainThreadRatio: 1.35,
  styleLayoutRatio: 1.5,
  typingP95Ms: 16,
  // A tap's press to the next paint at 4x CPU (Event Timing), median.
  tapMs: 100,
  tapCpu: 4,
  // A search keystroke's results in the page (React's commit) at 4x CPU, median: a frame's budget.
  searchCommitMs: 16,
  countdownMsPerSecond: 2,
  // A second visit's first screen with the service worker, as a share of the cold visit's.
  secondVisitRatio: 0.5,
  // At 5,000 open loans and 500 held.
  scaleFirstRatio: 1.25,
  scaleBlockingMs: 150,
  scaleIdlePct: 3,
  scaleHeapMB: 40,
  // Redux DevTools open on the dev server's 5,000-loan world: what it is sent per action.
  devtoolsKB: 50,
};

if (!option('--dir') || args.includes('--build')) {
  console.log(`Building the production bundle into ${dir} ...`);
  execFileSync('npx', ['webpack', '--mode', 'production', `--json=${statsFile}`], {
    stdio: 'ignore',
    // Reporting on, as a deploy with a collector runs it: to the demo server of each part, which
    // collects at /v1/logs (docs/telemetry.md).
    env: { ...process.env, OUTPUT_DIR: dir, MOCK_API: 'false', TELEMETRY_URL: '/v1/logs' },
  });
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const rows = [];
const row = (figure, value, budget, ok) =>
  rows.push({ figure, value, budget, status: ok === null ? '-' : ok ? 'ok' : 'OVER' });

const sizes = measureSizes(dir, statsFile);
const over = sizes.routes.filter((r) => r.gzip > BUDGET.routeGzip);
const largest = sizes.largestRoute;
row(
  'home JS+CSS (gzip)',
  kib(sizes.home.gzip),
  `≤ ${kib(BUDGET.homeGzip)}`,
  sizes.home.gzip <= BUDGET.homeGzip,
);
row('home JS+CSS (brotli)', kib(sizes.home.brotli), '-', null);
row('MUI core, once for the screens that draw MUI (gzip)', kib(sizes.mui.gzip), '-', null);
row(
  `largest route: ${largest?.route} (gzip)`,
  kib(largest?.gzip ?? 0),
  `≤ ${kib(BUDGET.routeGzip)} each`,
  over.length === 0,
);
row(`largest route: ${largest?.route} (brotli)`, kib(largest?.brotli ?? 0), '-', null);

const results = { date: new Date().toISOString(), budgets: BUDGET, sizes };

// A part that fails is said and recorded; the others still run and the figures are still written.
const failedParts = {};
async function part(names, measure) {
  if (!names.some(runs)) return;
  try {
    await measure();
  } catch (error) {
    failedParts[names.join('+')] = String(error?.message ?? error).split('\n')[0];
    console.log(`  ${names.join(', ')} failed: ${failedParts[names.join('+')]}`);
  }
}
const needsServer = ['lighthouse', 'trace', 'profile', 'typing', 'taps', 'second-visit'].some(runs);
const server = needsServer
  ? await startMockServer({ dir, port: Number(process.env.BENCH_PORT ?? 4590) })
  : null;

try {
  const base = server?.base;
  await part(['lighthouse', 'trace', 'profile'], async () => {
    // A contract a visitor can open: the first open one on the demo server.
    const contracts = await fetch(`${base}/api/v1/contracts`).then(
      (r) => r.json(),
      () => null,
    );
    const contractId = contracts?.data?.contracts?.[0]?.contractId ?? 1;
    const pages = ['/main', '/login', `/loan-apply/progress/${contractId}`];
    const floor = await startFloor();
    const targets = [
      { name: 'floor', url: floor.url },
      ...pages.map((p) => ({ name: p, url: `${base}${p}` })),
    ];
    try {
      if (runs('lighthouse')) {
        const { runSideBySide } = await import('./lighthouse.mjs');
        console.log(
          `Lighthouse at ${speeds.join('x and ')}x CPU, ${rounds} rounds, on the floor and ${pages.join(', ')} ...`,
        );
        const categories = ['performance', 'accessibility', 'best-practices'];
        results.lighthouse = await runSideBySide(
          targets.map((t) => (t.name === 'floor' ? t : { ...t, categories })),
          rounds,
          speeds,
        );
      }
      if (runs('trace')) {
        const { measureTraces } = await import('./trace.mjs');
        console.log(`Traced cold loads, ${rounds} rounds, for main-thread CPU time ...`);
        results.traces = await measureTraces(targets, rounds);
      }
      if (runs('profile')) {
        const { measureProfiles } = await import('./profile.mjs');
        const cpu = Math.max(...speeds);
        const profileRounds = Math.min(rounds, 3);
        console.log(`Profiled cold loads at ${cpu}x CPU, ${profileRounds} rounds ...`);
        results.profiles = await measureProfiles(targets, profileRounds, {
          cpu,
          mapsDir: `${dir}-maps`,
        });
        profileRows(row, results.profiles);
      }
    } finally {
      floor.stop();
    }
    if (results.lighthouse) lighthouseRows(row, results, BUDGET);
  });

  await part(['typing'], async () => {
    const { measureRuntime } = await import('./runtime.mjs');
    console.log('Typing latency and countdown cost in Chromium ...');
    results.runtime = await measureRuntime(base);
    runtimeRows(row, results.runtime, BUDGET);
  });

  await part(['taps'], async () => {
    const { measureTaps } = await import('./taps.mjs');
    results.taps = [];
    for (const cpu of tapSpeeds) {
      console.log(`Taps at ${cpu}x CPU: filter chip, search box, card, tab, two dialogs ...`);
      const taps = await measureTaps(base, '', cpu);
      results.taps.push(taps);
      tapRows(row, taps, BUDGET);
    }
  });

  await part(['second-visit'], async () => {
    const { measureSecondVisit } = await import('./second-visit.mjs');
    console.log(`Cold and second visits of /main, ${rounds} rounds (slow 4G, 4x CPU) ...`);
    results.secondVisit = await measureSecondVisit(
      `${base}/main`,
      '많은 사람들이 투자했어요',
      rounds,
    );
    secondVisitRows(row, results.secondVisit, BUDGET);
  });

  await part(['scale'], async () => {
    const { measureScale } = await import('./scale.mjs');
    console.log('The screens at three sizes of world (demo, 1,000 / 100, 5,000 / 500), 4x CPU ...');
    results.scale = await measureScale(dir, Math.min(rounds, 3));
    scaleRows(row, results.scale, BUDGET);
  });

  await part(['devtools'], async () => {
    const { measureDevTools } = await import('./devtools.mjs');
    console.log("Redux DevTools open on the dev server's 5,000-loan world ...");
    results.devtools = await measureDevTools();
    devtoolsRows(row, results.devtools, BUDGET);
  });
} finally {
  server?.stop();
}

const width = (key) => Math.max(key.length, ...rows.map((r) => String(r[key]).length));
const [wf, wv, wb] = ['figure', 'value', 'budget'].map(width);
console.log(`\n${'figure'.padEnd(wf)}  ${'value'.padStart(wv)}  ${'budget'.padEnd(wb)}  status`);
for (const r of rows) {
  console.log(
    `${r.figure.padEnd(wf)}  ${String(r.value).padStart(wv)}  ${r.budget.padEnd(wb)}  ${r.status}`,
  );
}
if (over.length > 0) {
  const list = over.map((r) => `${r.route} ${kib(r.gzip)}`).join(', ');
  console.log(`\nRoutes over ${kib(BUDGET.routeGzip)} gzip: ${list}`);
}
if (results.runtime?.errors?.length) {
  console.log(`\nRuntime measurements that failed: ${results.runtime.errors.join('; ')}`);
}
if (Object.keys(failedParts).length) {
  console.log(`\nParts that failed: ${JSON.stringify(failedParts)}`);
}
results.table = rows;

// A run of some parts keeps the other parts' last figures; the mutation score is written by
// `npm run test:mutation` (scripts/mutation-score.mjs), never here.
const RESULTS = 'bench/results.json';
const HISTORY = 'bench/history.jsonl';
const last = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
const kept = only ? last : { mutation: last.mutation };
// A part that ran again is no longer failed because it failed last time.
const stillFailed = Object.entries(only ? (last.failedParts ?? {}) : {}).filter(
  ([names]) => !names.split('+').some(runs),
);
const allFailed = { ...Object.fromEntries(stillFailed), ...failedParts };
results.failedParts = Object.keys(allFailed).length > 0 ? allFailed : undefined;
mkdirSync('bench', { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify({ ...kept, ...results }, null, 2)}\n`);
appendFileSync(HISTORY, `${JSON.stringify(historyEntry(results))}\n`);
console.log(
  `\nWrote ${RESULTS}${only ? ` (${only.join(', ')}; the other parts as they were)` : ''}` +
    ` and a line of ${HISTORY}`,
);

/**
 * One line of bench/history.jsonl per run: which machine it was (Lighthouse's benchmarkIndex at
 * each speed; the Chromium), which code (the commit, and whether the tree had changes), and the
 * figures the goals read, so that runs on different machines are never compared as if one.
 */
function historyEntry({ date, lighthouse, taps, scale }) {
  const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();
  const changed = git(
    'status',
    '--porcelain',
    '--',
    '.',
    ':!bench/results.json',
    ':!bench/history.jsonl',
  );
  const chromium = execFileSync(LAUNCH.executablePath, ['--version'], {
    encoding: 'utf8',
    // Debian's wrapper script says something of the machine's memory on stderr.
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const pick = (p, keys) => Object.fromEntries(keys.map((k) => [k, p[k]]));
  const worst = (list) => list.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
  return {
    date,
    commit: `${git('rev-parse', '--short', 'HEAD')}${changed ? '+changes' : ''}`,
    chromium,
    parts: only ?? PARTS.filter(runs),
    lighthouse: lighthouse?.map(({ cpu, benchmarkIndex, pages: [floor, ...ours] }) => ({
      cpu,
      benchmarkIndex,
      floor: pick(floor, ['performance', 'lcpMs', 'tbtMs', 'mainThreadMs', 'mainThreadCpuMs']),
      pages: Object.fromEntries(
        ours.map((p) => [p.name, { performance: p.performance, ...p.ratios }]),
      ),
    })),
    taps: taps?.map(({ cpu, taps: measured }) => {
      const [name, ms] = worst(Object.entries(measured).map(([n, t]) => [n, t.medianMs]));
      return { cpu, worstMedianMs: ms, worst: name };
    }),
    scale: scale?.worlds?.['5000'] && {
      homeFirst: scale.worlds['5000'].home.ratio,
      settlementFirst: scale.worlds['5000'].settlement.ratio,
    },
  };
}
