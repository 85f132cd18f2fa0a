// `npm run bench:lever -- <name>[,<name>...]`: a speed lever measured against its removal, beside a
// control. Each variant is `bench/levers/<name>.patch` (the lever taken out) applied to HEAD in a
// git worktree and built; HEAD itself is built the same way. HEAD is served twice (`base` and
// `control`, the same files on two ports) and each variant once; Lighthouse's mobile preset runs
// on every page of every server in turn, each round at every CPU slowdown (docs/decisions/README.md
// says how to read it). The difference between `base` and `control` is the spread: a lever pays
// only where its removal is worse than `base` by more than that.
//
// Options: --paths /main,/login (Lighthouse on the lever's own pages; a contract's page is
//            `contract`; /main unless --scale or --bytes is given alone)
//          --scale home,settlement (bench/scale.mjs's screens, every build in a 5,000-loan world)
//          --taps dialog,search (bench/taps.mjs's taps whose name holds a word; each build, each round)
//          --second-visit (bench/second-visit.mjs: /main cold, from the HTTP cache, from the worker)
//          --runtime (bench/runtime.mjs: the countdowns' ms a second and typing with a large draft)
//          --bytes (nothing but the builds' sizes, which have no spread)
//          --rounds 5 --cpu 4,8 (every part at each slowdown) --keep (reuse this commit's builds)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runSideBySide } from './lighthouse.mjs';
import { startMockServer } from './servers.mjs';
import { measureSizes } from './sizes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const names = (
  args.find((a) => !a.startsWith('--') && !args[args.indexOf(a) - 1]?.startsWith('--')) ?? ''
)
  .split(',')
  .filter(Boolean);
if (names.length === 0)
  throw new Error('name a lever: npm run bench:lever -- <name> (bench/levers/<name>.patch)');
const scaleScreens = option('--scale')?.split(',');
const taps = option('--taps');
const runtime = args.includes('--runtime');
const secondVisit = args.includes('--second-visit');
const elsewhere =
  scaleScreens || taps !== undefined || runtime || secondVisit || args.includes('--bytes');
const paths = option('--paths', elsewhere ? '' : '/main')
  .split(',')
  .filter(Boolean);
const rounds = Number(option('--rounds', 5));
const speeds = option('--cpu', '4,8').split(',').map(Number);

const root = process.cwd();
const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();
const head = git('rev-parse', '--short', 'HEAD');
const out = path.join(root, 'dist-levers');
mkdirSync(out, { recursive: true });

/** HEAD with `patch` applied, built into dist-levers/<label>-<commit> (once per commit with --keep). */
function build(label, patch) {
  const dir = path.join(out, `${label}-${head}`);
  const stats = `${dir}-stats.json`;
  if (args.includes('--keep') && existsSync(path.join(dir, 'index.html'))) return { dir, stats };
  const tree = path.join(out, `tree-${label}`);
  rmSync(tree, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'prune']);
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', tree, 'HEAD']);
  try {
    symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
    if (patch)
      execFileSync('git', ['-C', tree, 'apply', path.join(root, patch)], { stdio: 'inherit' });
    console.log(`Building ${label} ...`);
    rmSync(dir, { recursive: true, force: true });
    execFileSync('npx', ['webpack', '--mode', 'production', `--json=${stats}`], {
      cwd: tree,
      stdio: ['ignore', 'ignore', 'inherit'],
      // As the bench builds it (bench/run.mjs): reporting on, to the demo server.
      env: { ...process.env, OUTPUT_DIR: dir, MOCK_API: 'false', TELEMETRY_URL: '/v1/logs' },
    });
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree]);
  }
  return { dir, stats };
}

const base = build('base');
const variants = names.map((name) => ({ name, ...build(name, `bench/levers/${name}.patch`) }));

const servers = [];
const serve = async (name, dir, world) => {
  const server = await startMockServer({ dir, world, port: 4600 + servers.length });
  servers.push({ name, dir, world, ...server });
};
const KIB = 1024;
const kib = (n) => `${(n / KIB).toFixed(1)}`;
const result = {
  date: new Date().toISOString(),
  commit: head,
  levers: names,
  paths,
  rounds,
  speeds,
};
const builds = [{ name: 'base', dir: base.dir }, { name: 'control', dir: base.dir }, ...variants];
try {
  if (paths.length) {
    for (const b of builds) await serve(b.name, b.dir);
    const demo = [...servers];
    const contracts = await fetch(`${demo[0].base}/api/v1/contracts`).then((r) => r.json());
    const contractPath = `/loan-apply/progress/${contracts?.data?.contracts?.[0]?.contractId ?? 1}`;
    const pagePath = (p) => (p === 'contract' ? contractPath : p);
    const targets = paths.flatMap((p) =>
      demo.map((s) => ({ name: `${p} ${s.name}`, url: `${s.base}${pagePath(p)}` })),
    );
    console.log(
      `Lighthouse at ${speeds.join('x and ')}x, ${rounds} rounds: ${builds.map((b) => b.name).join(', ')} on ${paths.join(', ')}`,
    );
    result.lighthouse = await runSideBySide(targets, rounds, speeds, { rotate: true });
  }

  if (scaleScreens) {
    const { measureWorlds } = await import('./scale.mjs');
    const first = servers.length;
    for (const b of builds) await serve(b.name, b.dir, '5000');
    const large = servers.slice(first);
    result.scale = {};
    for (const cpu of speeds) {
      console.log(`Scale (5,000 / 500) at ${cpu}x: ${scaleScreens.join(', ')}`);
      result.scale[cpu] = await measureWorlds(large, Math.min(rounds, 3), scaleScreens, cpu, false);
    }
  }

  // A part of bench/ run on each build in turn (the order rotating each round); medians of each
  // flat figure it returns.
  const byBuild = async (measure) => {
    const first = servers.length;
    for (const b of builds) await serve(b.name, b.dir);
    const own = servers.slice(first);
    const seen = Object.fromEntries(own.map((s) => [s.name, {}]));
    for (let round = 0; round < rounds; round += 1)
      for (const s of [...own.slice(round % own.length), ...own.slice(0, round % own.length)])
        for (const [figure, value] of Object.entries(await measure(s.base)))
          if (typeof value === 'number') (seen[s.name][figure] ??= []).push(value);
    const { median } = await import('./browser.mjs');
    return Object.fromEntries(
      Object.entries(seen).map(([name, f]) => [
        name,
        Object.fromEntries(Object.entries(f).map(([k, v]) => [k, median(v)])),
      ]),
    );
  };
  if (taps !== undefined) {
    const { measureTaps } = await import('./taps.mjs');
    result.taps = {};
    for (const cpu of speeds) {
      console.log(`Taps "${taps}" at ${cpu}x, ${rounds} rounds`);
      result.taps[cpu] = await byBuild(async (url) => {
        const figures = {};
        for (const word of taps.split(','))
          for (const [k, v] of Object.entries((await measureTaps(url, word, cpu)).taps))
            figures[`${k} (median ms)`] = v.medianMs;
        return figures;
      });
    }
  }
  if (secondVisit) {
    const { measureSecondVisit } = await import('./second-visit.mjs');
    console.log(`Cold and second visits of /main (slow 4G, 4x CPU), ${rounds} rounds`);
    result.secondVisit = {
      4: await byBuild(async (url) => {
        const visit = await measureSecondVisit(`${url}/main`, '많은 사람들이 투자했어요', 1);
        return Object.fromEntries(
          ['cold', 'httpCache', 'worker'].flatMap((v) => [
            [`${v} fcpMs`, visit[v]?.fcpMs],
            [`${v} contentMs`, visit[v]?.contentMs],
          ]),
        );
      }),
    };
  }
  if (runtime) {
    const { measureRuntime } = await import('./runtime.mjs');
    console.log(`Runtime (countdowns, typing) at 4x, ${rounds} rounds`);
    result.runtime = {
      4: await byBuild(async (url) => {
        const { countdown, typing } = await measureRuntime(url);
        const prefixed = (what, f) =>
          Object.fromEntries(Object.entries(f ?? {}).map(([k, v]) => [`${what} ${k}`, v]));
        return { ...prefixed('countdown', countdown), ...prefixed('typing', typing) };
      }),
    };
  }
} finally {
  for (const s of servers) s.stop();
}

// Bytes: home's first download and each route's own, from webpack's stats.
result.sizes = Object.fromEntries(
  [{ name: 'base', ...base }, ...variants].map((v) => {
    const s = measureSizes(v.dir, v.stats);
    return [
      v.name,
      { homeGzip: s.home.gzip, routes: Object.fromEntries(s.routes.map((r) => [r.route, r.gzip])) },
    ];
  }),
);

const FIGURES = ['performance', 'lcpMs', 'tbtMs', 'mainThreadCpuMs', 'mainThreadMs'];
const lines = [`Levers ${names.join(', ')} against HEAD ${head}, ${rounds} rounds, ${result.date}`];
for (const { cpu, benchmarkIndex, pages } of result.lighthouse ?? []) {
  lines.push(`\n${cpu}x CPU (benchmarkIndex ${benchmarkIndex})`);
  lines.push(
    ['page server', ...FIGURES].map((f, i) => (i ? f.padStart(16) : f.padEnd(28))).join(''),
  );
  for (const p of pages)
    lines.push([p.name.padEnd(28), ...FIGURES.map((f) => String(p[f]).padStart(16))].join(''));
  for (const pth of paths) {
    const of = (s) => pages.find((p) => p.name === `${pth} ${s}`);
    const spread = Object.fromEntries(
      FIGURES.map((f) => [f, Math.abs(of('base')[f] - of('control')[f])]),
    );
    for (const v of variants)
      lines.push(
        `${pth} ${v.name}: ` +
          FIGURES.map(
            (f) => `${f} ${signed(of(v.name)[f] - of('base')[f])} (spread ${spread[f]})`,
          ).join(', '),
      );
  }
}
for (const [cpu, worlds] of Object.entries(result.scale ?? {})) {
  lines.push(
    `\nScale, 5,000 open loans and 500 held, ${cpu}x CPU (medians; ratio: paired with base)`,
  );
  for (const [world, screens] of Object.entries(worlds))
    for (const [screen, f] of Object.entries(screens))
      lines.push(
        `${`${screen} ${world}`.padEnd(28)} first ${f.firstMs} ms, load blocking ${f.loadBlockingMs} ms` +
          (f.tapMs === undefined ? '' : `, tap ${f.tapMs} ms, tap blocking ${f.blockingMs} ms`) +
          (f.ratio === undefined ? '' : `, ratio ${f.ratio}`),
      );
}
for (const [part, bySpeed] of Object.entries({
  taps: result.taps,
  'second visit': result.secondVisit,
  runtime: result.runtime,
}))
  for (const [cpu, byName] of Object.entries(bySpeed ?? {})) {
    lines.push(`\n${part} at ${cpu}x CPU (medians of ${rounds} rounds)`);
    for (const [name, figures] of Object.entries(byName))
      lines.push(
        `${name.padEnd(24)} ${Object.entries(figures)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
  }
lines.push('\nFirst download (home, gzip KiB) and the routes that changed');
for (const [name, s] of Object.entries(result.sizes)) {
  const changed = Object.entries(s.routes)
    .filter(([route, gzip]) => Math.abs(gzip - (result.sizes.base.routes[route] ?? 0)) >= 51)
    .map(
      ([route, gzip]) =>
        `${route} ${kib(gzip)} (${signed((gzip - (result.sizes.base.routes[route] ?? 0)) / KIB, 1)})`,
    );
  lines.push(
    `${name.padEnd(24)} home ${kib(s.homeGzip)}${name === 'base' ? '' : `; ${changed.join(', ') || 'no route changed'}`}`,
  );
}
function signed(n, digits = 0) {
  const v = Number(n.toFixed(digits));
  return v > 0 ? `+${v}` : String(v);
}
console.log(lines.join('\n'));
const file = path.join(out, `${names.join('+')}-${head}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(file.replace(/\.json$/, '.txt'), `${lines.join('\n')}\n`);
console.log(`\nWrote ${path.relative(root, file)} and its .txt`);
