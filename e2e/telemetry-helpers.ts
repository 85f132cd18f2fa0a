import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { SourceLines } from '@scripts/telemetry/source-lines';
import { PAYLOADS_PATH } from '@scripts/telemetry/collector';
import { receivedOf, type Received, type Summary } from '@scripts/telemetry/summary';
import { REPORTER_STARTED } from '@/shared/telemetry/events';

/**
 * Field telemetry in the journeys (docs/telemetry.md): the production bundle the prod-server
 * project meets was built with the demo server as its collector (TELEMETRY_URL, cross-origin:
 * nginx serves the app on one port, the demo server collects on another).
 */
export const COLLECTOR = `http://127.0.0.1:${process.env.E2E_PROD_PORT ?? 4174}`;

/**
 * Where the demo collector's received payloads stand now. The journeys run side by side and share
 * the collector: each reads only what came after its mark, and only its own kind of event.
 */
export async function collectorMark(): Promise<number> {
  const { payloads } = (await (await fetch(`${COLLECTOR}${PAYLOADS_PATH}`)).json()) as {
    payloads: string[];
  };
  return payloads.length;
}

/** The records of every payload the collector received after `mark`. */
export async function recordsSince(mark: number): Promise<Received[]> {
  const { payloads } = (await (await fetch(`${COLLECTOR}${PAYLOADS_PATH}`)).json()) as {
    payloads: string[];
  };
  return payloads.slice(mark).flatMap((payload) => receivedOf(JSON.parse(payload)));
}

/**
 * The person leaves: the tab closes, the page is hidden and goes, and its reporter sends what it
 * kept with `keepalive`, which outlives the page.
 */
export async function leave(page: Page) {
  await page.close();
}

/** The demo collector's summary (what `npm run telemetry` prints). */
export async function collectorSummary(): Promise<Summary & { refused: number }> {
  const answer = await fetch(`${COLLECTOR}/telemetry`);
  return (await answer.json()) as Summary & { refused: number };
}

/** The reporter loads once the page is idle after load: a journey waits for it before it acts. */
export async function reporterReady(page: Page) {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
    REPORTER_STARTED,
  );
}

export const attribute = (record: Received, key: string) => record.attributes[key];

/** The maps the production build kept out of dist/, and the files it shipped. */
const distDir = process.env.E2E_PROD_DIST_DIR ?? 'dist';
export const sourceLines = new SourceLines(path.resolve(`${distDir}-maps`), path.resolve(distDir));

/** The app's version as reported: package.json's, with the commit it was built from. */
export const VERSION = /^\d+\.\d+\.\d+(\+[0-9a-f]+)?$/;

/** The first record after `mark` that `match` picks, once it has arrived. */
export async function arrived(mark: number, match: (r: Received) => boolean): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(async () => {
      found = (await recordsSince(mark)).find(match);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

export const menuLink = (page: Page) => page.getByRole('link', { name: '전체 메뉴' });
