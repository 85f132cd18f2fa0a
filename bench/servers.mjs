// The servers the bench measures, each started and stopped the same way: the demo server on a
// production build (one per world for the scale part), the development server (DevTools part) and
// the performance floor (../shared/perf-floor: the same libraries, no product code).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Waits until `url` answers 2xx, every `everyMs`, `tries` times at most. */
async function waitUntilUp(url, tries, everyMs) {
  for (let i = 0; i < tries; i += 1) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

/**
 * A command in its own process group, so that stopping it stops npx's children (ts-node, webpack)
 * too, not only npx.
 */
function startGroup(command, args, env, cwd) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  return () => {
    try {
      process.kill(-child.pid);
    } catch {
      child.kill();
    }
  };
}

/** `npm run mock:server` on a build: the bundle at `/`, the demo backend at `/api/v1`. */
export async function startMockServer({ dir, port, world }) {
  const base = `http://127.0.0.1:${port}`;
  const stop = startGroup('npx', ['ts-node', '--transpile-only', 'scripts/mock-server.ts'], {
    PORT: String(port),
    DIST_DIR: dir,
    ...(world && world !== 'demo' ? { MOCK_WORLD: world } : {}),
  });
  if (!(await waitUntilUp(`${base}/main`, 300, 300))) {
    stop();
    throw new Error(`the demo server did not answer on ${base}`);
  }
  return { base, stop };
}

/** `npm start`'s development server (the demo backend in the page). */
export async function startDevServer(port) {
  const base = `http://127.0.0.1:${port}`;
  const stop = startGroup('npx', ['webpack', 'serve', '--mode', 'development'], {
    PORT: String(port),
  });
  if (!(await waitUntilUp(`${base}/assets/main.js`, 400, 500))) {
    stop();
    throw new Error(`the development server did not answer on ${base}`);
  }
  return { base, stop };
}

const FLOOR_SOURCE = path.resolve('../shared/perf-floor/app');

/**
 * The performance floor, built once into the temporary folder its own side-by-side.mjs uses (about
 * a minute the first time), served by its own server with brotli.
 */
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
  const url = `http://127.0.0.1:${port}/`;
  const stop = startGroup(
    process.execPath,
    ['tools/serve.mjs', 'dist-shell', String(port), '--brotli'],
    {},
    dir,
  );
  if (!(await waitUntilUp(url, 100, 300))) {
    stop();
    throw new Error(`the performance floor did not answer on ${url}`);
  }
  return { url, stop };
}
