import { defineConfig } from '@playwright/test';
import type { Options } from './e2e/fixtures';

const isCI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const prodPort = Number(process.env.E2E_PROD_PORT ?? 4174);
const prodBaseURL = `http://127.0.0.1:${prodPort}`;
const reuseExistingServer = process.env.E2E_REUSE_SERVER === 'true';
// Specs that need the real HTTP server (page.route can intercept its calls; the demo bundle's
// service worker answers before the network): prod-server.spec.ts and *.prod.spec.ts.
const PROD_SPECS = ['**/prod-server.spec.ts', '**/*.prod.spec.ts'];
// The core journeys (browse → invest, my music → detail → loan → contract, registration and its
// valuation, settlement) run a second time against the demo backend's loose wire dialect.
const CORE_SPECS = [
  '**/invest.spec.ts',
  '**/my-nft.spec.ts',
  '**/loan.spec.ts',
  '**/register.spec.ts',
  '**/settlement.spec.ts',
];
// Parallel local runs (several worktrees or sessions) each need their own bundle folder, results
// folder and ports; E2E_SKIP_PROD=true leaves out the prod-server project and its server.
const distDir = process.env.E2E_DIST_DIR ?? 'dist-e2e';
const skipProd = process.env.E2E_SKIP_PROD === 'true';
const prebuilt = process.env.E2E_PROD_PREBUILT === 'true';

/**
 * Journeys run the production bundle WITH the demo backend (MSW service worker), built into its
 * own folder so `npm run build`'s dist/ stays the backend-free bundle, in Debian's Chromium
 * (no browser download is possible here) at a phone viewport.
 *
 * The `prod-server` project runs e2e/prod-server.spec.ts and e2e/*.prod.spec.ts against what `npm run build` ships
 * (no demo code) served by `npm run mock:server`: app and API on one origin, over real HTTP.
 */
export default defineConfig<Options>({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // One browser in CI: two saved only 1.5 of 8 minutes on two cores and made a reload test flaky.
  workers: isCI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // Machine-readable results: .ci/run counts passed/failed tests from this file.
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'playwright-report/e2e-results.json' }],
  ],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: PROD_SPECS },
    {
      name: 'loose-dialect',
      use: { browserName: 'chromium', dialect: 'loose' },
      testMatch: CORE_SPECS,
      // Journeys about the browser alone (drafts across a reload, a late answer) read no server
      // data that differs between dialects: the first project runs them once.
      grepInvert: /@client-only/,
    },
    ...(skipProd
      ? []
      : [
          {
            name: 'prod-server',
            use: { browserName: 'chromium' as const, baseURL: prodBaseURL },
            testMatch: PROD_SPECS,
          },
        ]),
  ],
  webServer: [
    {
      command: `OUTPUT_DIR=${distDir} MOCK_API=true npx webpack --mode production && node scripts/serve-static.mjs ${distDir} ${port}`,
      url: baseURL,
      // Rebuilding takes ~20 s and guarantees the journeys test the current code; set
      // E2E_REUSE_SERVER=true to iterate against a server you already started.
      reuseExistingServer,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(skipProd
      ? []
      : [
          {
            // dist/ is the backend-free bundle; the demo server serves it with the API beside it.
            // E2E_PROD_PREBUILT=true (CI, right after its build step) serves the dist/ it made.
            command: `${prebuilt ? '' : 'npm run build && '}PORT=${prodPort} npm run mock:server`,
            url: `${prodBaseURL}/main`,
            reuseExistingServer,
            timeout: 240_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
