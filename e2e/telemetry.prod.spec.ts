import type { Received } from '@scripts/telemetry/summary';
import { expect, logIn, test } from './fixtures';
import {
  arrived,
  attribute,
  collectorMark,
  collectorSummary,
  leave,
  menuLink,
  recordsSince,
  reporterReady,
  sourceLines,
  VERSION,
} from './telemetry-helpers';

/**
 * Field telemetry from the production bundle behind nginx to the demo collector on another origin
 * (docs/telemetry.md): what goes wrong for a person arrives with the version, the route pattern
 * and, through the maps kept out of dist/, source lines. Vitals, slow taps and the menu's switch:
 * telemetry-vitals.prod.spec.ts; the privacy sweep and the schema check of every payload of the
 * run: telemetry-teardown.ts.
 */

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
  // The list has been read (and its drift noted) once its cards show the fallback title.
  await expect(page.getByRole('progressbar', { name: '— 투자 진행률' }).first()).toBeVisible();
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
