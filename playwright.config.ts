import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import type { EngineWorkerOptions } from './e2e/engine-fixtures';
import type { Options } from './e2e/fixtures';
import { testCertificate } from './e2e/tls';
import chromiumArgs from './scripts/chromium-args.json';

const isCI = Boolean(process.env.CI);
// Debian's old headless shell (package chromium-headless-shell, the same build as chromium without
// the browser's UI), as Playwright itself runs headless Chromium: the journeys' Chromium time
// 86 → 73 s on one set, both alternated (docs/testing.md). The full browser where it is missing.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4173);
// The demo bundle is served over https by the site file as a host installs it (e2e/installed-site.ts),
// its plain-http port answering with a redirect.
const baseURL = `https://127.0.0.1:${port}`;
const httpPort = Number(process.env.E2E_HTTP_PORT ?? 4176);
const tls = testCertificate();
const prodPort = Number(process.env.E2E_PROD_PORT ?? 4174);
const prodBaseURL = `http://127.0.0.1:${prodPort}`;
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4175);
const nginxBaseURL = `http://127.0.0.1:${nginxPort}`;
// The static demo as a phone on the same Wi-Fi opens it: plain http under a host name that is not
// localhost (Chromium maps it to this machine), so not a secure context (e2e/phone.lan.ts).
const phonePort = Number(process.env.E2E_PHONE_PORT ?? 4177);
const PHONE_HOST = 'phone.test';
const reuseExistingServer = process.env.E2E_REUSE_SERVER === 'true';
// Specs that need the real HTTP server (page.route can intercept its calls; the demo bundle's
// service worker answers before the network): prod-server.spec.ts and *.prod.spec.ts. They meet
// the production bundle behind nginx, as a deploy serves it, except the lie-fi journeys: those need
// the demo server itself to cut a browser's connections (behind a proxy a cut is a 502).
const PROD_SPECS = ['**/prod-server.spec.ts', '**/*.prod.spec.ts'];
const LIE_FI_SPECS = ['**/lie-fi.prod.spec.ts'];
// Parallel local runs (several worktrees or sessions) each need their own bundle folder, results
// folder and ports; E2E_SKIP_PROD=true leaves out the prod-server project and its server.
const distDir = process.env.E2E_DIST_DIR ?? 'dist-e2e';
const skipProd = process.env.E2E_SKIP_PROD === 'true';
// E2E_SKIP_ENGINES=true leaves out the WebKit and Gecko projects (e2e/core.engines.ts).
const skipEngines = process.env.E2E_SKIP_ENGINES === 'true';
// E2E_PREBUILT=true (CI, right after its build step made both): serve dist/ and the demo bundle
// as they are instead of building them again.
const prebuilt = process.env.E2E_PREBUILT === 'true';
const demoBuild = `OUTPUT_DIR=${distDir} npm run build:demo`;
// nginx with the configuration generated for the build (npm run serve:prod), its API and CSP
// reports proxied to the demo server.
const nginx = (dir: string, at: number, telemetry = '') =>
  `DIST_DIR=${dir} PORT=${at} API_ORIGIN=${prodBaseURL} TELEMETRY_URL=${telemetry} npm run serve:prod`;
// The production bundle reports field telemetry to the demo server, on another origin than nginx's
// (docs/telemetry.md); the demo bundle is built without a collector and reports nothing.
const telemetryUrl = `${prodBaseURL}/v1/logs`;

/**
 * Journeys run the production bundle WITH the demo backend (MSW service worker), built into its
 * own folder so `npm run build`'s dist/ stays the backend-free bundle, in Debian's Chromium
 * (no browser download is possible here) at a phone viewport, served over https by Debian's nginx
 * with the site file a host installs (`npm run deploy:site`; Trusted Types enforced).
 *
 * The `prod-server` project runs e2e/prod-server.spec.ts and e2e/*.prod.spec.ts against what `npm
 * run build` ships (no demo code) behind nginx as the one-machine runner serves it, the API
 * proxied to `npm run mock:server`: one origin, over real HTTP. The `lie-fi` project meets the demo server directly.
 */
export default defineConfig<Options, EngineWorkerOptions>({
  testDir: './e2e',
  // Every violation browsers reported during the suite fails it (e2e/csp-reports-teardown.ts).
  globalTeardown: './e2e/csp-reports-teardown.ts',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  // Journeys are spread one by one, not file by file: a file of nine server-fault journeys alone on
  // one worker left the other idle for a minute. Each journey has its own browser context (and so
  // its own demo backend); the prod-server journeys share one HTTP server and assume nothing of
  // each other's order.
  fullyParallel: true,
  forbidOnly: isCI,
  // A journey passes the first time or it is a bug (docs/testing.md "No retries").
  retries: 0,
  // Two browsers on two cores: the journeys are mostly waiting on one renderer's single thread, and
  // two of them at once took 2.7 instead of 4.3 minutes (46 journeys of the demo bundle).
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // Machine-readable results: .ci/run counts passed/failed tests from this file.
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'playwright-report/e2e-results.json' }],
    // A shard's blob, for `playwright merge-reports` once every shard is done (.ci/steps/e2e.sh).
    ...(process.env.E2E_BLOB_DIR
      ? [['blob', { outputDir: process.env.E2E_BLOB_DIR }] as ['blob', { outputDir: string }]]
      : []),
  ],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    // A phone that asks for less motion: countdowns stand still and transitions end at once, so
    // an idle screen draws no frames while a journey waits (the journeys' Chromium time 83 → 71 s
    // on one set). The journeys about motion ask for it (invest.spec.ts's ticking countdowns);
    // WebKit's and Gecko's journeys run with motion.
    reducedMotion: 'reduce',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'allow',
    // The installed site's certificate is the test's own (e2e/tls.ts): for the `request` fixture.
    ignoreHTTPSErrors: true,
    // No traces: recording every journey to keep the failing ones cost a quarter of the run (308
    // against 398 s of journeys). A failure keeps its screenshot and page snapshot; for a trace,
    // run that journey again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      // Chromium takes the test's certificate as valid by its key, service workers included.
      args: [...chromiumArgs, `--ignore-certificate-errors-spki-list=${tls.spki}`],
    },
  },
  projects: [
    // Every journey runs once: the main journey of each core area (LOOSE_DIALECT in
    // e2e/fixtures.ts) against the demo backend's loose wire dialect, the others the canonical one.
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      grepInvert: /@loose-dialect/,
      testIgnore: PROD_SPECS,
    },
    {
      name: 'loose-dialect',
      use: { browserName: 'chromium', dialect: 'loose' },
      grep: /@loose-dialect/,
      testIgnore: PROD_SPECS,
    },
    ...(skipProd
      ? []
      : [
          {
            name: 'prod-server',
            // The production bundle's service worker would answer for the network that page.route
            // fakes: blocked here, allowed by the journeys about it (offline, update).
            use: {
              browserName: 'chromium' as const,
              baseURL: nginxBaseURL,
              serviceWorkers: 'block' as const,
            },
            testMatch: PROD_SPECS,
            testIgnore: LIE_FI_SPECS,
          },
          {
            name: 'lie-fi',
            use: {
              browserName: 'chromium' as const,
              baseURL: prodBaseURL,
              serviceWorkers: 'block' as const,
            },
            testMatch: LIE_FI_SPECS,
          },
        ]),
    {
      name: 'phone',
      testMatch: '**/*.lan.ts',
      use: {
        browserName: 'chromium',
        baseURL: `http://${PHONE_HOST}:${phonePort}`,
        launchOptions: {
          executablePath: chromium,
          args: [...chromiumArgs, `--host-resolver-rules=MAP ${PHONE_HOST} 127.0.0.1`],
        },
      },
    },
    {
      // The development build with the remote Redux DevTools switch, and the real DevTools server:
      // both started by the journey itself (e2e/remote-devtools.dev.ts), only where it runs.
      name: 'dev-server',
      testMatch: '**/*.dev.ts',
      use: { browserName: 'chromium' },
    },
    // The core journeys in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, under its own
    // Xvfb) and Gecko (Firefox ESR over WebDriver BiDi), through e2e/engine-*.ts: no Playwright
    // browser, Playwright's runner.
    ...(skipEngines
      ? []
      : (['webkit', 'firefox'] as const).map((engine) => ({
          name: engine,
          testMatch: '**/*.engines.ts',
          use: { engine, serverURL: prodBaseURL, productionURL: nginxBaseURL },
        }))),
  ],
  webServer: [
    {
      command:
        `${prebuilt ? '' : `${demoBuild} && `}DIST_DIR=${distDir} HTTPS_PORT=${port} HTTP_PORT=${httpPort} ` +
        `API_ORIGIN=${prodBaseURL} CSP_REPORTS=${prodBaseURL}/csp-reports ` +
        'npx ts-node --transpile-only e2e/installed-site.ts',
      url: `${baseURL}/main`,
      ignoreHTTPSErrors: true,
      // installed-site.ts stops nginx and removes its folder on SIGTERM (the default is SIGKILL).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      // Rebuilding takes ~20 s and guarantees the journeys test the current code; set
      // E2E_REUSE_SERVER=true to iterate against a server you already started.
      reuseExistingServer,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The demo bundle as a host serves it, over plain http, for the phone's view of the demo.
      command: nginx(distDir, phonePort),
      url: `http://127.0.0.1:${phonePort}/main`,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      reuseExistingServer,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(skipProd
      ? []
      : [
          {
            // dist/ is the backend-free bundle; the demo server serves it with the API beside it.
            // MOCK_LIE_FI=1: a browser's `lie-fi` cookie cuts its connections (the lie-fi journeys).
            command: `${prebuilt ? '' : `TELEMETRY_URL=${telemetryUrl} npm run build && `}PORT=${prodPort} MOCK_LIE_FI=1 MOCK_CONTRACT_WATCH=1 TELEMETRY_URL=${telemetryUrl} npm run mock:server`,
            url: `${prodBaseURL}/main`,
            reuseExistingServer,
            timeout: 240_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            command: nginx(process.env.E2E_PROD_DIST_DIR ?? 'dist', nginxPort, telemetryUrl),
            url: `${nginxBaseURL}/main`,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
            reuseExistingServer,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
