// Benchmarks of the production bundle:
// - size: what a phone downloads before the first screen (entry JS + CSS, gzip and brotli) and
//   the largest lazily loaded chunks;
// - Lighthouse (mobile, simulated slow 4G): the bundle served with the demo backend over HTTP by
//   the mock server on one origin, as a real deployment would be (no service worker).
// Usage: npm run bench                  (builds into dist-bench first)
//        npm run bench -- --dir dist     (measures an existing build)
//        npm run bench -- --no-lighthouse
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dirArg = args.indexOf('--dir');
const dir = dirArg >= 0 ? args[dirArg + 1] : 'dist-bench';

if (dirArg < 0) {
  execFileSync('npx', ['webpack', '--mode', 'production'], {
    stdio: 'ignore',
    env: { ...process.env, OUTPUT_DIR: dir, MOCK_API: 'false' },
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const measure = (file) => {
  const buf = readFileSync(join(dir, file));
  return {
    file,
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf).length,
  };
};

const html = readFileSync(join(dir, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const initialSizes = initial.map(measure);
const total = initialSizes.reduce(
  (acc, s) => ({ raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli }),
  { raw: 0, gzip: 0, brotli: 0 },
);

const assets = readdirSync(join(dir, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => measure(`assets/${f}`))
  .sort((a, b) => b.gzip - a.gzip);
const fonts = readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.woff2'));
const fontBytes = fonts.reduce((n, f) => n + statSync(join(dir, 'assets', f)).size, 0);

console.log('Initial load (before the first screen):');
for (const s of initialSizes)
  console.log(
    `  ${s.file.padEnd(40)} ${kb(s.raw).padStart(11)} raw ${kb(s.gzip).padStart(10)} gzip ${kb(s.brotli).padStart(10)} br`,
  );
console.log(
  `  ${'TOTAL'.padEnd(40)} ${kb(total.raw).padStart(11)} raw ${kb(total.gzip).padStart(10)} gzip ${kb(total.brotli).padStart(10)} br`,
);
console.log(`\nLazy chunks: ${assets.length}, largest:`);
for (const s of assets.slice(0, 8))
  console.log(
    `  ${s.file.padEnd(40)} ${kb(s.raw).padStart(11)} raw ${kb(s.gzip).padStart(10)} gzip`,
  );
console.log(
  `\nFont slices: ${fonts.length} files, ${kb(fontBytes)} on disk (unicode-range: a page fetches only the slices it uses)`,
);
console.log(
  `\nbench-json ${JSON.stringify({ initialGzip: total.gzip, initialBrotli: total.brotli, lazyChunks: assets.length })}`,
);

if (!args.includes('--no-lighthouse')) {
  const { runLighthouse } = await import('./lighthouse.mjs');
  const port = Number(process.env.BENCH_PORT ?? 4590);
  const server = spawn('npx', ['ts-node', '--transpile-only', 'scripts/mock-server.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dir },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i += 1) {
      const up = await fetch(`${base}/main`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const results = await runLighthouse([`${base}/main`, `${base}/login`]);
    console.log('\nLighthouse (mobile, simulated slow 4G):');
    for (const r of results) {
      console.log(
        `  ${r.url.padEnd(8)} perf ${r.performance}  a11y ${r.accessibility}  best-practices ${r.bestPractices}` +
          `  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}` +
          (r.failing.length ? `  failing: ${r.failing.join(', ')}` : ''),
      );
    }
    console.log(`lighthouse-json ${JSON.stringify(results)}`);
  } finally {
    server.kill();
  }
}
