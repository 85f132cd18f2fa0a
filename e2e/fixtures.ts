import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { countdownAsDrawn, registeredSongInPage, storeLoanTermsInPage } from './page-functions';
import { answerViolations, requestViolations, sentRequest } from '@scripts/openapi/conformance';

/** Options a Playwright project sets (playwright.config.ts). */
export interface Options {
  /**
   * The demo backend's wire dialect (docs/wire-contract.md): the core journeys run once against
   * `canonical` and once against `loose`, a second spec-legal way to spell every answer.
   */
  dialect: 'canonical' | 'loose';
  /**
   * The demo backend's simulated network delay in ms (300 in the browser demo). Journeys run at 0:
   * what they check is what the screens do with the answers, not the wait. A journey about a
   * request in flight (a double tap) sets it with `test.use({ latency: 300 })`.
   */
  latency: number;
}

interface Fixtures {
  /**
   * Problems a journey provokes on purpose (e.g. a rejected login answers 401), matched against
   * the reported message. Set per file or describe block: `test.use({ allowedErrors: [/401/] })`.
   * Combine patterns into ONE RegExp (`[/a|b/]`): Playwright reads a two-item array whose second
   * item is an object (a RegExp is one) as a fixture tuple `[value, options]`.
   */
  allowedErrors: RegExp[];
  /** Console errors, uncaught exceptions and failed requests seen during the test. */
  pageProblems: string[];
}

/**
 * Every journey fails on a console error, an uncaught exception, a failed request or an HTTP
 * error response — a broken asset (even a missing favicon) is a bug a user's console would show.
 */
export const test = base.extend<Options & Fixtures & { wireDialect: void; demoContract: void }>({
  dialect: ['canonical', { option: true }],
  latency: [0, { option: true }],
  allowedErrors: [[], { option: true }],
  // Before any script of any page: the demo backend reads its dialect and latency from
  // localStorage at start.
  wireDialect: [
    async ({ page, dialect, latency }, use) => {
      await page.addInitScript(
        ([chosen, delay]) => {
          window.localStorage.setItem('demoDialect', chosen);
          window.localStorage.setItem('demoLatency', delay);
        },
        [dialect, String(latency)],
      );
      await use();
    },
    { auto: true },
  ],
  // Every answer the demo bundle's worker gives and every request the app sends it, held to the
  // OpenAPI document (docs/openapi.json) as Jest holds them (src/test/contract-watch.ts). Answers a
  // journey fakes with page.route do not come from the worker and are not checked; the demo server
  // checks its own (MOCK_CONTRACT_WATCH, e2e/contract-teardown.ts).
  demoContract: [
    async ({ page }, use, testInfo) => {
      if (!['chromium', 'loose-dialect'].includes(testInfo.project.name)) {
        await use();
        return;
      }
      const found: string[] = [];
      const reading: Promise<void>[] = [];
      page.on('response', (response) => {
        if (!response.fromServiceWorker() || !response.url().includes('/api/v1/')) return;
        const request = response.request();
        reading.push(
          (async () => {
            const headers = await request.allHeaders();
            const body = request.postDataBuffer();
            const sent = await sentRequest(
              new Request(request.url(), {
                method: request.method(),
                headers,
                body: body ? new Uint8Array(body) : undefined,
              }),
            );
            found.push(...requestViolations(sent).map((line) => `request ${line}`));
            // A body the browser no longer holds (the page moved on) says nothing either way.
            const text = await response.text().catch(() => null);
            if (!text) return;
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            found.push(
              ...answerViolations(request.method(), response.url(), response.status(), json),
            );
          })().catch(() => {
            // The page closed before the body could be read: nothing to say of it.
          }),
        );
      });
      await use();
      await Promise.all(reading);
      if (found.length > 0) {
        throw new Error(
          `Left the OpenAPI document (docs/openapi.json):\n- ${[...new Set(found)].join('\n- ')}`,
        );
      }
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page, allowedErrors }, use) => {
      const problems: string[] = [];
      const report = (message: string) => {
        if (!allowedErrors.some((pattern) => pattern.test(message))) problems.push(message);
      };
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        report(`console error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => report(`uncaught exception: ${error.message}`));
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? 'unknown';
        // A navigation cancels the previous page's in-flight requests; that is not a failure.
        if (reason === 'net::ERR_ABORTED') return;
        report(`request failed: ${request.method()} ${request.url()} (${reason})`);
      });
      page.on('response', (response) => {
        if (response.status() < 400) return;
        report(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      });

      await use(problems);

      // A plain throw: an `expect` failing in fixture teardown trips a Playwright reporter bug.
      if (problems.length > 0) {
        throw new Error(
          `Console errors, uncaught exceptions or failed requests:\n- ${problems.join('\n- ')}`,
        );
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The main journey of a core area (browse → invest, my music, loan, registration, settlement) runs
 * in the `loose-dialect` project, against the demo backend's second wire dialect; every other
 * journey meets the canonical one. Each journey runs once: Jest's round trip
 * (src/shared/api/wire/__tests__/schemas.test.ts) proves every answer reads the same in both
 * dialects, so past its wire schema a screen cannot tell them apart, and both dialects still go
 * through the whole app in a real browser.
 */
export const LOOSE_DIALECT = { tag: '@loose-dialect' };

export { expectNoHtmlcsErrors, expectNoSeriousA11yViolations } from './axe-check';

/**
 * 390px pictures of the page for a person to look at, written only when E2E_SHOTS_DIR is set
 * (`E2E_SHOTS_DIR=/tmp/shots npm run test:e2e`), as `<name>-390-<part>.png`: the whole page in
 * slices one viewport tall, so a long page stays legible. A run without it takes none; CI spent
 * its CPU on pictures nobody opened.
 */
export async function reviewShot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const project = test.info().project.name;
  const prefix = path.join(dir, project === 'chromium' ? name : `${project}-${name}`);
  const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < pageHeight; y += height, part += 1) {
    await page.screenshot({
      path: `${prefix}-${width}-${part}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(height, pageHeight - y) },
    });
  }
}

/** Path plus query string of the current address, e.g. '/login?next=%2FmyNft'. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits until the app is at `expected` (path plus query string). */
export const expectPath = (page: Page, expected: string, message?: string) =>
  expect.poll(() => pathOf(page), { message }).toBe(expected);

/** The demo accounts' password (docs/api.md "Seed"). */
export const DEMO_PASSWORD = 'demo1234!';

/**
 * Logs in through the login screen the way a user does.
 *
 * Without `next`, it waits for the home tab, where such a login lands, and its lists. A journey
 * that goes elsewhere while home's call is in flight races the demo worker: the page tells the
 * worker it is leaving, and a call the worker picks up after that goes past it to the static
 * server, a 404 (seen once in 50 journeys with two browsers on two cores).
 *
 * With `next` (a path and query), it opens `/login?next=…`, as a members-only address does for an
 * anonymous user, and waits until the app has taken it there: one page load instead of two.
 * Works on the demo bundle and against the HTTP demo server.
 */
export async function logIn(page: Page, loginId: string, { next }: { next?: string } = {}) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByRole('textbox', { name: '아이디' }).fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  if (next) {
    await expectPath(page, next, `login lands on ${next}`);
    return;
  }
  await expect
    .poll(() => new URL(page.url()).pathname, { message: 'login lands on /main' })
    .toBe('/main');
  await expect(
    page
      .getByRole('navigation', { name: '주요 메뉴' })
      .getByRole('button', { name: '홈', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: '최근 등록된 계약' })).toBeVisible();
}

/** The tokens as the app stored them (spec §9: localStorage keys accessToken/refreshToken). */
export function storedTokens(page: Page) {
  return page.evaluate(() => ({
    accessToken: window.localStorage.getItem('accessToken'),
    refreshToken: window.localStorage.getItem('refreshToken'),
  }));
}

/** The countdown a card draws, as the eye reads it (page-functions.ts). */
export const drawnCountdown = (wheels: Locator) => wheels.evaluate(countdownAsDrawn);

/**
 * Moves the page's clock on by `step` until `done()`: the server's held work and the screen's
 * looks are timers on that clock, and each look is a real request whose answer schedules the next.
 */
export async function clockUntil(page: Page, done: () => Promise<boolean>, step: number) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.fastForward(step);
        return false;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
}

/** The first open loan's contract id, read from the demo API. */
export function firstOpenContract(page: Page) {
  return page.evaluate(async () => {
    const list = await fetch('/api/v1/contracts').then((r) => r.json());
    return list.data.contracts[0].contractId as number;
  });
}

/** The ids of borrower1's registered song, read from the demo API with the stored token. */
export const registeredSong = (page: Page) => page.evaluate(registeredSongInPage);

/** The loan terms the borrower chose on the screens before the contract (1,000,000원, 6 rounds). */
export const storeLoanTerms = (page: Page, contractId: number) =>
  page.evaluate(storeLoanTermsInPage, contractId);
