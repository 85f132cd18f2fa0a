// The performance floor (../shared/perf-floor): a one-route app with this product's whole library
// set and no product code. Built once into the same temporary folder its own side-by-side.mjs uses
// (about a minute the first time), then served with its own server on FLOOR_PORT.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FLOOR_SOURCE = path.resolve('../shared/perf-floor/app');

export async function startFloor(port = 4381) {
  const lock = fs.readFileSync(path.join(FLOOR_SOURCE, 'package-lock.json'));
  const dir = path.join(os.tmpdir(), `perf-floor-${lock.length}`);
  if (!fs.existsSync(path.join(dir, 'dist-shell', 'index.html'))) {
    console.log(`Building the performance floor in ${dir} ...`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(FLOOR_SOURCE, dir, { recursive: true });
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
    execFileSync(
      'npx',
      ['webpack', '--config', 'webpack.config.ts', '--env', 'shell', '--env', 'out=dist-shell'],
      { cwd: dir, stdio: 'ignore' },
    );
  }
  const server = spawn(
    process.execPath,
    ['tools/serve.mjs', 'dist-shell', String(port), '--brotli'],
    {
      cwd: dir,
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop: () => server.kill() };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill();
  throw new Error(`the performance floor did not answer on ${url}`);
}
