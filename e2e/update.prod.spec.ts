import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// The same static host the demo server uses.
import { staticFiles } from '@scripts/static-files';
import { expect, test } from './fixtures';
import { openUnderWorker } from './service-worker-helpers';

// A deploy reaches every open tab with one tap (app/service-worker): the production bundle, served
// from a folder this journey owns, then replaced in place by a second build of it.
test.use({ serviceWorkers: 'allow' });

const bundle = path.resolve(__dirname, '..', process.env.E2E_PROD_DIST_DIR ?? 'dist');
let folder: string;
let server: Server;
let origin: string;

test.beforeAll(async () => {
  folder = path.join(os.tmpdir(), `sw-update-${process.pid}`);
  rmSync(folder, { recursive: true, force: true });
  cpSync(bundle, folder, { recursive: true });
  const serve = staticFiles(folder, {});
  server = createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * The second build: index.html says which build it is, and the worker's precache list names its
 * new revision, so the worker itself is new bytes (as any deploy that changes a file makes it).
 * The compressed copies of both are dropped, so the host serves the files as written.
 */
function deploySecondBuild() {
  const file = (name: string) => path.join(folder, name);
  const index = readFileSync(file('index.html'), 'utf8');
  writeFileSync(
    file('index.html'),
    index.replace('<head>', '<head><meta name="app-build" content="2">'),
  );
  const worker = readFileSync(file('sw.js'), 'utf8');
  const withRevision = worker.replace(
    /(url:"\/?index\.html",revision:")[^"]+"/,
    (_match, start: string) => `${start}second-build"`,
  );
  expect(withRevision).not.toBe(worker);
  writeFileSync(file('sw.js'), withRevision);
  for (const name of ['index.html', 'sw.js'])
    for (const copy of ['.br', '.gz']) rmSync(file(name + copy), { force: true });
}

/** Which build the page runs; null while it is reloading. */
const build = (page: import('@playwright/test').Page) =>
  page
    .evaluate(
      () => document.querySelector('meta[name="app-build"]')?.getAttribute('content') ?? '1',
    )
    .catch(() => null);

test('새 배포가 있으면 열린 탭마다 "새 버전이 있어요"를 묻고, 새로고침 한 번에 모든 탭이 새 버전이 된다', async ({
  context,
}) => {
  const first = await context.newPage();
  await openUnderWorker(first, `${origin}/main`);
  const second = await context.newPage();
  await second.goto(`${origin}/main`);
  expect(await build(first)).toBe('1');

  deploySecondBuild();
  // The browser looks for a new worker on a navigation (and once a day); here, asked at once.
  await first.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  for (const page of [first, second])
    await expect(page.getByText('새 버전이 있어요')).toBeVisible({ timeout: 30_000 });
  // Not yet: the old version keeps running until asked.
  expect(await build(second)).toBe('1');

  await first.getByRole('button', { name: '새로고침' }).click();
  for (const page of [first, second]) {
    await expect.poll(() => build(page), { timeout: 30_000 }).toBe('2');
    await expect(page.getByText('새 버전이 있어요')).toHaveCount(0);
  }
});
