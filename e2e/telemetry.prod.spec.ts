import path from 'node:path';
import type { Page } from '@playwright/test';
import { SourceLines } from '@scripts/telemetry/source-lines';
import type { Received } from '@scripts/telemetry/summary';
import { expect, logIn, test } from './fixtures';
import {
  attribute,
  collectorMark,
  collectorSummary,
  leave,
  recordsSince,
  reporterReady,
} from './telemetry-helpers';

/**
 * Field telemetry from the production bundle behind nginx to the demo collector on another origin
 * (docs/telemetry.md): what a person meets arrives with the version, the route pattern and,
 * through the maps kept out of dist/, source lines; each vital of a load arrives; the menu's
 * switch stops it. The privacy sweep and the schema check of every payload of the run:
 * e2e/telemetry-teardown.ts.
 */

const distDir = process.env.E2E_PROD_DIST_DIR ?? 'dist';
const sourceLines = new SourceLines(path.resolve(`${distDir}-maps`), path.resolve(distDir));
const VERSION = /^\d+\.\d+\.\d+(\+[0-9a-f]+)?$/;
const menuLink = (page: Page) => page.getByRole('link', { name: '전체 메뉴' });

/** The first record after `mark` that `match` picks, once it has arrived. */
async function arrived(mark: number, match: (r: Received) => boolean): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(async () => {
      found = (await recordsSince(mark)).find(match);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test.describe('a screen that crashes', () => {
  // React and the router say so in the console: provoked on purpose.
  test.use({ allowedErrors: [/forced crash for telemetry/] });

  test('arrives with the version, its route pattern and source lines', async ({ page }) => {
    const mark = await collectorMark();
    // A browser whose string normalisation throws for one query: the search screen cannot render.
    await page.addInitScript(() => {
      const normalize = String.prototype.normalize;
      String.prototype.normalize = function (this: string, form?: string) {
        if (String(this).includes('zzcrash')) throw new Error('forced crash for telemetry');
        return normalize.call(this, form);
      };
    });
    await page.goto('/main');
    await reporterReady(page);
    await page.getByRole('textbox', { name: '곡명 또는 가수명 검색' }).fill('zzcrash');
    await page.getByRole('button', { name: '검색하기' }).click();
    await expect(
      page.getByRole('heading', { name: '일시적인 문제가 발생했습니다.' }),
    ).toBeVisible();
    await leave(page);

    const crash = await arrived(
      mark,
      (r) => attribute(r, 'exception.message') === 'forced crash for telemetry',
    );
    expect(crash.event).toBe('exception');
    expect(attribute(crash, 'app.error.source')).toBe('route');
    expect(attribute(crash, 'url.template')).toBe('/search');
    expect(crash.version).toMatch(VERSION);
    expect(sourceLines.stack(String(attribute(crash, 'exception.stacktrace')))).toContain(
      'src/shared/lib/search-text.ts',
    );
    const summary = await collectorSummary();
    expect(summary.errors.some((e) => e.message === 'forced crash for telemetry')).toBe(true);
  });
});

test.describe('what the server does', () => {
  test.use({ allowedErrors: [/HTTP 500|status of 500/] });

  test('a 500 arrives as a failed call by cause and endpoint, with the route pattern', async ({
    page,
  }) => {
    const mark = await collectorMark();
    await page.route(/\/api\/v1\/contracts\/108$/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await logIn(page, 'investor1');
    await page.goto('/investment/108');
    await expect(
      page.getByText('서버에 문제가 있어요. 잠시 후 다시 시도해주세요.').first(),
    ).toBeVisible();
    await reporterReady(page);
    await leave(page);
    const call = await arrived(
      mark,
      (r) =>
        attribute(r, 'app.api.endpoint') === 'getContract' &&
        attribute(r, 'http.response.status_code') === 500,
    );
    expect(call.event).toBe('app.api.failure');
    expect(attribute(call, 'app.api.cause')).toBe('server');
    expect(attribute(call, 'url.template')).toBe('/investment/:investmentId');
    expect(call.version).toMatch(VERSION);
    expect(sourceLines.stack(String(attribute(call, 'code.stacktrace')))).toContain(
      'src/shared/api/base-query.ts',
    );
  });
});

test('a drifted field arrives once, by call and path, before anyone complains', async ({
  page,
}) => {
  const mark = await collectorMark();
  // The server starts sending a song's name as an object.
  await page.route(/\/api\/v1\/contracts(\?.*)?$/, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { contracts: { copyright: object }[] } };
    for (const contract of body.data.contracts) {
      contract.copyright = { ...contract.copyright, name: { ko: 1 } };
    }
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto('/main');
  await reporterReady(page);
  await leave(page);
  const isMine = (r: Received) => attribute(r, 'app.wire.field') === 'contracts[].copyright.name';
  const drift = await arrived(mark, isMine);
  expect(drift.event).toBe('app.wire.drift');
  expect(attribute(drift, 'app.wire.call')).toBe('contractListSchema');
  expect(attribute(drift, 'url.template')).toBe('/main');
  expect(drift.version).toMatch(VERSION);
  expect(sourceLines.stack(String(attribute(drift, 'code.stacktrace')))).toContain(
    'src/shared/api/schemas.ts',
  );
  // Once per page view, however many cards showed the fallback.
  expect((await recordsSince(mark)).filter(isMine)).toHaveLength(1);
});

test.describe('a chunk that does not arrive', () => {
  test.use({ allowedErrors: [/net::ERR_FAILED|ChunkLoadError|Loading chunk/] });

  test('arrives as a chunk error with its route pattern and source lines', async ({ page }) => {
    const mark = await collectorMark();
    await page.route(/\/assets\/page-menu-pages-MenuPage\.[0-9a-f]{8}\.js$/, (route) =>
      route.abort(),
    );
    await page.goto('/main');
    await reporterReady(page);
    await menuLink(page).click();
    await expect(page.getByRole('heading', { name: '화면을 불러오지 못했습니다.' })).toBeVisible();
    await leave(page);
    const chunk = await arrived(
      mark,
      (r) =>
        attribute(r, 'app.error.source') === 'chunk' &&
        /page-menu-pages-MenuPage/.test(String(attribute(r, 'exception.message'))),
    );
    expect(attribute(chunk, 'url.template')).toBe('/menu');
    expect(chunk.version).toMatch(VERSION);
    expect(sourceLines.stack(String(attribute(chunk, 'exception.stacktrace')))).toMatch(
      /→ \S+:\d+:\d+/,
    );
  });
});

test('a slow tap arrives as INP with its target, its slowest part and the script that held it', async ({
  page,
  context,
}) => {
  const mark = await collectorMark();
  await page.goto('/main');
  await reporterReady(page);
  const cdp = await context.newCDPSession(page);
  // A phone far slower than the bench's: the tap's work takes hundreds of milliseconds.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  await menuLink(page).click();
  await expect(page.getByRole('heading', { name: '화면 설정' })).toBeVisible({ timeout: 20_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await leave(page);
  const inp = await arrived(
    mark,
    (r) =>
      attribute(r, 'browser.web_vital.name') === 'inp' &&
      Number(attribute(r, 'browser.web_vital.value')) > 200,
  );
  expect(attribute(inp, 'browser.web_vital.rating')).not.toBe('good');
  expect(String(attribute(inp, 'app.vital.target'))).toMatch(/\S/);
  expect(attribute(inp, 'app.vital.slowest_part')).toMatch(
    /^(input-delay|processing-duration|presentation-delay)$/,
  );
  expect(inp.version).toMatch(VERSION);
  const script = /\/assets\/([\w.-]+\.js)/.exec(String(attribute(inp, 'code.file.path')))?.[1];
  expect(script).toBeTruthy();
  expect(sourceLines.atChar(script!, Number(attribute(inp, 'app.vital.script_char')))).toMatch(
    /:\d+:\d+/,
  );
});

for (const [what, at, pattern] of [
  ['home', '/main', '/main'],
  ['login', '/login', '/login'],
  ['a contract', '/investment/108', '/investment/:investmentId'],
] as const) {
  test(`each vital of a load of ${what} arrives, on its route pattern`, async ({ page }) => {
    const mark = await collectorMark();
    if (at.startsWith('/investment/')) await logIn(page, 'investor1');
    await page.goto(at);
    await reporterReady(page);
    // A tap on the page's plain background, so the load has an interaction to measure.
    await page.mouse.click(2, 300);
    await leave(page);
    for (const name of ['lcp', 'fcp', 'ttfb', 'cls', 'inp']) {
      const vital = await arrived(
        mark,
        (r) =>
          attribute(r, 'browser.web_vital.name') === name &&
          attribute(r, 'url.template') === pattern,
      );
      expect(Number(attribute(vital, 'browser.web_vital.value'))).toBeGreaterThanOrEqual(0);
      expect(vital.version).toMatch(VERSION);
    }
    expect(Object.keys((await collectorSummary()).vitals[pattern] ?? {})).toEqual(
      expect.arrayContaining(['lcp', 'fcp', 'ttfb', 'cls', 'inp']),
    );
  });
}

test.describe('switched off in the menu', () => {
  // A status no other journey sends: what this one provokes is told apart at the shared collector.
  test.use({ allowedErrors: [/HTTP 599|status of 599/] });
  const isMine = (r: Received) => attribute(r, 'http.response.status_code') === 599;

  async function failHomesCall(page: Page) {
    await page.route(/\/api\/v1\/contracts(\?.*)?$/, (route) =>
      route.fulfill({ status: 599, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/main');
    await expect(
      page.getByText('서버에 문제가 있어요. 잠시 후 다시 시도해주세요.').first(),
    ).toBeVisible();
    await reporterReady(page);
    await leave(page);
  }

  test('nothing is sent, from any page, until it is switched on again', async ({
    page,
    context,
  }) => {
    const mark = await collectorMark();
    await page.goto('/menu');
    const choice = page.getByRole('switch', {
      name: '오류·속도 정보를 보내 서비스 개선에 함께하기',
    });
    await expect(choice).toBeChecked();
    await choice.click();
    await expect(choice).not.toBeChecked();
    await failHomesCall(page);
    // Long enough for a send that was going to come to have come.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await recordsSince(mark)).filter(isMine)).toEqual([]);

    // Switched on again, the same failure arrives: the silence was the switch.
    const again = await context.newPage();
    await again.goto('/menu');
    await again
      .getByRole('switch', { name: '오류·속도 정보를 보내 서비스 개선에 함께하기' })
      .click();
    await expect(
      again.getByRole('switch', { name: '오류·속도 정보를 보내 서비스 개선에 함께하기' }),
    ).toBeChecked();
    await failHomesCall(again);
    await arrived(mark, isMine);
  });
});
