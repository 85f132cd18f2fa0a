import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The production bundle must not ship the demo backend (architecture: "a production bundle
 * carries none of it"). These checks read the two bundles the e2e run has just built — dist/
 * (`npm run build`, served by the prod-server project) and the demo bundle (MOCK_API=true) the
 * journeys run — instead of building webpack again inside Jest.
 */
const root = path.resolve(__dirname, '..');
const prodDir = path.join(root, 'dist');
const demoDir = path.join(root, process.env.E2E_DIST_DIR ?? 'dist-e2e');

// Strings that only the demo backend's code contains. MSW's own message types and names survive
// minification; the rest are the demo backend's accounts and storage key (mocks/).
const mswMarkers = ['setupWorker', 'mockServiceWorker', 'MOCK_ACTIVATE', 'INTEGRITY_CHECK_REQUEST'];
const demoDataMarkers = ['borrower1', 'investor1', 'demoBackendState'];
const markers = [...mswMarkers, ...demoDataMarkers];

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

function readJs(dir: string) {
  return listFiles(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file: path.relative(dir, file), text: readFileSync(file, 'utf8') }));
}

const filesContaining = (js: Array<{ file: string; text: string }>, marker: string) =>
  js.filter(({ text }) => text.includes(marker)).map(({ file }) => `${file} ⊃ ${marker}`);

test('the production bundle carries no demo-backend code and declares a strict script policy', () => {
  expect(existsSync(path.join(prodDir, 'index.html'))).toBe(true);
  const js = readJs(prodDir);
  expect(listFiles(prodDir).filter((f) => /mockServiceWorker/i.test(f))).toEqual([]);
  expect(markers.flatMap((marker) => filesContaining(js, marker))).toEqual([]);
  // Not vacuous: the real API client is in there.
  expect(js.some(({ text }) => text.includes('/api/v1'))).toBe(true);

  // It declares a Content-Security-Policy that lets only its own script files run.
  const html = readFileSync(path.join(prodDir, 'index.html'), 'utf8');
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("object-src 'none'");
  // Every script is a file from the bundle, never inline.
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
});

test('the demo bundle carries every marker the check above looks for', () => {
  // If mocks/ renames one, this fails instead of the production check silently passing.
  expect(existsSync(path.join(demoDir, 'mockServiceWorker.js'))).toBe(true);
  const js = readJs(demoDir);
  expect(markers.filter((marker) => filesContaining(js, marker).length === 0)).toEqual([]);
});

// Strings only the remote Redux DevTools' code has (src/app/remote-devtools.ts): its connection
// message, and its socket's path, each in the library it comes from.
const remoteMarkers = [
  { marker: 'remotedev-server', in: 'node_modules/@redux-devtools/remote/lib/devTools.js' },
  { marker: '/socketcluster/', in: 'node_modules/socketcluster-client/lib/clientsocket.js' },
];

test('no bundle a visitor opens has the remote Redux DevTools: a development build alone does', () => {
  // Not vacuous: each marker is in the code the development build would take.
  for (const { marker, in: file } of remoteMarkers)
    expect(readFileSync(path.join(root, file), 'utf8')).toContain(marker);
  for (const dir of [prodDir, demoDir]) {
    const js = readJs(dir);
    expect(remoteMarkers.flatMap(({ marker }) => filesContaining(js, marker))).toEqual([]);
  }
});

// The size budgets of `npm run bench` (scripts/bench.mjs), kept by every CI run: what index.html
// makes a phone download before anything shows, and each screen's own chunk.
const FIRST_LOAD_GZIP = 200 * 1024;
const SCREEN_CHUNK_GZIP = 40 * 1024;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

test('the first download and every screen chunk stay within their size budgets', () => {
  const html = readFileSync(path.join(prodDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  expect(initial.some((file) => file.includes('main.'))).toBe(true);
  const firstLoad = initial.reduce((sum, file) => sum + gzipSize(path.join(prodDir, file)), 0);
  expect(firstLoad).toBeLessThanOrEqual(FIRST_LOAD_GZIP);

  const screens = readdirSync(path.join(prodDir, 'assets')).filter((f) => /^page-.*\.js$/.test(f));
  expect(screens.length).toBeGreaterThan(20);
  const over = screens
    .map((file) => ({ file, gzip: gzipSize(path.join(prodDir, 'assets', file)) }))
    .filter(({ gzip }) => gzip > SCREEN_CHUNK_GZIP);
  expect(over).toEqual([]);
});

test('every script of the bundle asks V8 to compile it while it streams in', () => {
  // webpack.config.ts, CompileHintPlugin: without the comment, each module's factory is compiled
  // lazily on the main thread the first time it runs, at boot. It must be the file's first line,
  // so nothing after minification may come before it.
  const scripts = readJs(path.join(prodDir, 'assets'));
  expect(scripts.length).toBeGreaterThan(20);
  expect(
    scripts
      .filter(({ text }) => !text.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map((s) => s.file),
  ).toEqual([]);
});

test('the response schemas come in one script, with yup and everything else they read', () => {
  // scripts/build/chunks.ts, the `schemas` group (docs/decisions/051): every first screen asks
  // for the schemas at boot (shared/api/schema-chunk.ts). A module the schemas import from outside
  // the group (the job codes were one) is left in a second, tiny async chunk, `response-schemas`,
  // one more request on every first load.
  const schemas = readJs(path.join(prodDir, 'assets')).filter(({ file }) => /schemas/.test(file));
  expect(schemas.map(({ file }) => file)).toEqual([
    expect.stringMatching(/^wire-schemas\.[0-9a-f]{8}\.js$/),
  ]);
  // The job codes' Korean labels (shared/lib/jobs.ts), which the schemas check a job against.
  expect(schemas[0]?.text).toContain('자영업자');
});

test("index.html carries the first download's stylesheets and home's inline, login.html the login screen's instead, with every class its markup uses", () => {
  // webpack.config.ts: each written into <head> with the address webpack's loader looks for, so
  // no screen fetches one again; the other screens' stylesheets come with their chunks.
  const sheetsOf = (html: string) =>
    new Map(
      [...html.matchAll(/<style data-href="\/(assets\/[^"]+\.css)">([^<]+)<\/style>/g)].map(
        (match) => [match[1], match[2]],
      ),
    );
  const index = readFileSync(path.join(prodDir, 'index.html'), 'utf8');
  const login = readFileSync(path.join(prodDir, 'login.html'), 'utf8');
  const first = sheetsOf(index);
  const loginSheets = sheetsOf(login);
  // index.html: the first download's (app, main) and home's, the screen / and /main draw.
  expect([...first.keys()].map((file) => file.replace(/\.[0-9a-f]{8}\.css$/, ''))).toEqual([
    'assets/app',
    'assets/main',
    'assets/page-home-pages-HomePage',
  ]);
  expect(index).not.toMatch(/<link[^>]+stylesheet/);
  // login.html: the same first download's, and the login screen's instead of home's.
  expect([...loginSheets.keys()].map((file) => file.replace(/\.[0-9a-f]{8}\.css$/, ''))).toEqual([
    'assets/app',
    'assets/main',
    'assets/page-auth-pages-LoginPage',
  ]);
  for (const file of [...loginSheets.keys()].slice(0, 2)) {
    expect(loginSheets.get(file)).toBe(first.get(file));
  }
  expect(Buffer.byteLength(login)).toBeLessThanOrEqual(50 * 1024);

  // The prerender bundle and the browser bundle hash a class name alike: every class in
  // login.html's markup that is not MUI's or emotion's has its rule in one of its sheets.
  const sheet = [...loginSheets.values()].join('');
  const markup = login.slice(login.indexOf('<div id="root">'));
  const ours = [...markup.matchAll(/class="([^"]+)"/g)]
    .flatMap((match) => match[1].split(' '))
    .filter((name) => !/^(Mui|mui-)/.test(name));
  expect(ours.length).toBeGreaterThan(3);
  expect([...new Set(ours)].filter((name) => !sheet.includes(`.${name}`))).toEqual([]);
});
