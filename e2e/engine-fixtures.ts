import { test as base } from '@playwright/test';
import { startEngine, type Engine, type EngineHost, type Tab } from './engine-drivers';
import { Person } from './engine-person';

/** Set by the `webkit` and `firefox` projects (playwright.config.ts). */
export interface EngineWorkerOptions {
  engine: Engine;
  /** The real HTTP demo server (the production bundle and the API on one origin). */
  serverURL: string;
  /** The production bundle behind nginx, as a deploy serves it, the API proxied to the server. */
  productionURL: string;
}

export interface OpenOptions {
  /** A phone set to dark mode. */
  dark?: boolean;
  /**
   * `server`: the demo server itself, which can cut a browser's connections (lie-fi, offline);
   * `production`: the production bundle behind nginx; default the demo bundle (behind nginx too).
   */
  on?: 'demo' | 'server' | 'production';
  /** Another origin altogether (a deploy a journey serves itself). */
  at?: string;
}

interface EngineFixtures {
  /** A person at a fresh tab of the project's engine, on the demo bundle, in light mode. */
  person: Person;
  /** Opens another fresh tab, as `open({ dark: true })` or on the HTTP server. */
  open: (options?: OpenOptions) => Promise<Person>;
}

/**
 * Journeys in WebKit and Gecko (core.engines.ts). Playwright's runner runs them (reports, retries,
 * the web servers, the counts .ci/run reads), but no Playwright browser: each worker starts the
 * project's engine once (drivers.ts) and each journey gets fresh tabs with their own storage.
 */
export const test = base.extend<EngineFixtures, EngineWorkerOptions & { host: EngineHost }>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  serverURL: ['http://127.0.0.1:4174', { option: true, scope: 'worker' }],
  productionURL: ['http://127.0.0.1:4175', { option: true, scope: 'worker' }],
  host: [
    async ({ engine }, provide) => {
      const host = await startEngine(engine);
      await provide(host);
      await host.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  open: async ({ host, baseURL, serverURL, productionURL }, provide, testInfo) => {
    const opened: Array<{ tab: Tab; person: Person }> = [];
    await provide(async ({ dark = false, on = 'demo', at } = {}) => {
      const url = at ?? { demo: baseURL!, server: serverURL, production: productionURL }[on];
      const tab = await host.newTab({ baseURL: url, dark });
      const person = new Person(tab, url, host.name);
      opened.push({ tab, person });
      return person;
    });
    for (const [index, { tab }] of opened.entries()) {
      if (testInfo.status !== testInfo.expectedStatus) {
        const shot = await tab.screenshot().catch(() => null);
        if (shot)
          await testInfo.attach(`${host.name}-${index}.png`, {
            body: shot,
            contentType: 'image/png',
          });
      }
      await tab.close().catch(() => undefined);
    }
  },
  person: async ({ open }, provide) => {
    await provide(await open());
  },
});

export { expect } from '@playwright/test';
