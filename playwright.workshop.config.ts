import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import chromiumArgs from './scripts/chromium-args.json';

/**
 * The component workshop's test run (docs/testing.md, "Pictures"): every story of the built
 * workshop (storybook-static/, `npm run build-storybook`) in Debian's Chromium at 390 px, in light
 * and dark, a screen's loaded state also at 200 % text: it renders with nothing unexpected in the
 * console, axe finds no WCAG 2.2 A/AA violation, and its picture matches the committed one
 * (e2e/workshop/pictures/). `npm run test:visual` builds the workshop and runs this;
 * `npm run test:visual -- --update` accepts a change.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';
const port = Number(process.env.WORKSHOP_PORT ?? 6007);

export default defineConfig({
  testDir: './e2e/workshop',
  testMatch: '*.workshop.ts',
  outputDir: process.env.WORKSHOP_OUTPUT_DIR ?? './test-results-workshop',
  // The expected picture of each story and look, by name; one machine kind draws them all.
  snapshotPathTemplate: '{testDir}/pictures/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // The same Chromium build and fonts draw the same pixels, so no difference is let through
      // but anti-aliasing's: a pixel counts as changed past 0.02 of YIQ colour distance (a tenth
      // of Playwright's default; about 5 levels of 255 in brightness), and 20 such pixels fail the
      // picture. A colour moved one step on the palette (the primary to its hover shade, ~12
      // levels) changes every pixel drawn in it; a padding of 1 px moves every line below it.
      threshold: 0.02,
      maxDiffPixels: 20,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
    // WebKit's pictures (webkit.workshop.ts), taken through WebDriver, compared alike: with motion
    // stopped before the first layout, 90 pictures in six runs of one build were the same.
    toMatchSnapshot: { threshold: 0.02, maxDiffPixels: 20 },
  },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.WORKSHOP_JSON_REPORT ?? 'playwright-report-workshop/results.json' },
    ],
    // Expected, actual and the difference of every failed picture, by story (an artifact in CI).
    ['html', { outputFolder: 'playwright-report-workshop', open: 'never' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'allow',
    trace: 'off',
    screenshot: 'off',
    launchOptions: { executablePath: chromium, args: chromiumArgs },
  },
  webServer: {
    command: `node e2e/workshop/serve.mjs ${process.env.WORKSHOP_DIR ?? 'storybook-static'} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
