import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COLLECTOR } from './telemetry-helpers';

/**
 * A deploy, as a host does one: the production bundle (build A) in a folder of its own, served by
 * nginx with the generated configuration (npm run serve:prod), then build B put in its place, with
 * A's hashed files kept beside it or not. B is A with every hashed file under a new name (the
 * names each file gives the others rewritten), as a build of changed code is for the browser.
 */
const root = path.resolve(__dirname, '..');
const bundle = path.join(root, process.env.E2E_PROD_DIST_DIR ?? 'dist');
const HASH = /\.([0-9a-f]{8})\.(js|css)$/;

export interface Deployment {
  origin: string;
  /** Puts build B in place; `keepOld` leaves A's hashed files where they were. */
  deployB(options: { keepOld: boolean }): void;
  stop(): Promise<void>;
}

const newHash = (hash: string) => [...hash].reverse().join('');

function deployB(folder: string, keepOld: boolean) {
  const assets = path.join(folder, 'assets');
  const hashed = readdirSync(assets).filter((name) => HASH.test(name));
  const renames = new Map(
    hashed.map((name) => [HASH.exec(name)![1], newHash(HASH.exec(name)![1])]),
  );
  const rewrite = (text: string) =>
    text.replace(/[0-9a-f]{8}/g, (hash) => renames.get(hash) ?? hash);
  for (const name of hashed) {
    const text = readFileSync(path.join(assets, name), 'utf8');
    writeFileSync(path.join(assets, rewrite(name)), rewrite(text));
  }
  for (const name of ['index.html', 'login.html', 'sw.js']) {
    const file = path.join(folder, name);
    const text = rewrite(readFileSync(file, 'utf8'));
    writeFileSync(
      file,
      name.endsWith('.html')
        ? text.replace('<head>', '<head><meta name="app-build" content="2">')
        : text,
    );
    for (const copy of ['.br', '.gz']) rmSync(file + copy, { force: true });
  }
  if (!keepOld)
    for (const name of readdirSync(assets))
      if (hashed.some((old) => name.startsWith(old))) rmSync(path.join(assets, name));
}

/** Build A served by nginx on `port`, its API proxied to `apiOrigin` (the demo server). */
export async function deployA(port: number, apiOrigin: string): Promise<Deployment> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  cpSync(bundle, folder, { recursive: true });
  const server = spawn('npx', ['ts-node', '--transpile-only', 'scripts/serve-prod.ts'], {
    cwd: root,
    // The bundle reports to the demo server's collector (playwright.config.ts): the header's CSP
    // must let it, as the meta tag built into it does.
    env: {
      ...process.env,
      DIST_DIR: folder,
      PORT: String(port),
      API_ORIGIN: apiOrigin,
      TELEMETRY_URL: `${COLLECTOR}/v1/logs`,
    },
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`${origin}/main`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    deployB: ({ keepOld }) => deployB(folder, keepOld),
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
