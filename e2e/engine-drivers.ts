import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import {
  FIREFOX,
  VIEWPORT,
  type Engine,
  type EngineHost,
  type Handle,
  type PageFunction,
  type Tab,
} from './engine-common';
import { startWebKit } from './engine-webkit';

/**
 * The two engines Playwright does not drive here, each through a kept client: Gecko (Debian's
 * firefox-esr) with puppeteer-core over WebDriver BiDi, and WebKit (WebKitGTK's MiniBrowser) with
 * selenium-webdriver through Debian's WebKitWebDriver. Both are seen through one small surface,
 * `Tab`, so the journeys (core.engines.ts) are written once.
 */

export type { Engine, EngineHost, Handle, Tab } from './engine-common';

// --- Gecko: puppeteer-core over WebDriver BiDi -------------------------------------------------

class PuppeteerHandle implements Handle {
  constructor(private readonly handle: ElementHandle) {}
  click = () => this.handle.click();
  type = (text: string) => this.handle.type(text);
}

class FirefoxTab implements Tab {
  constructor(
    private readonly page: Page,
    private readonly closeAll: () => Promise<void>,
  ) {}
  async goto(url: string) {
    await this.page.goto(url);
  }
  async reload() {
    await this.page.reload();
  }
  url = async () => this.page.url();
  run<T>(fn: PageFunction | string, ...args: unknown[]): Promise<T> {
    return (
      typeof fn === 'string' ? this.page.evaluate(fn) : this.page.evaluate(fn, ...args)
    ) as Promise<T>;
  }
  async element(fn: PageFunction, ...args: unknown[]) {
    const handle = await this.page.evaluateHandle(fn, ...args);
    const element = handle.asElement();
    if (!element) {
      await handle.dispose();
      return null;
    }
    return new PuppeteerHandle(element as ElementHandle);
  }
  async setCookie(name: string, value: string) {
    await this.page.setCookie({ name, value, url: this.page.url() });
  }
  async deleteCookie(name: string) {
    await this.page.deleteCookie({ name, url: this.page.url() });
  }
  async screenshot() {
    return Buffer.from(await this.page.screenshot());
  }
  close = () => this.closeAll();
}

async function launchFirefox(dark: boolean): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // The installed site's certificate is the test's own (e2e/tls.ts), as WebDriver lets a test say.
    acceptInsecureCerts: true,
    env: { ...process.env, TZ: 'Asia/Seoul' },
    extraPrefsFirefox: {
      'intl.accept_languages': 'ko-KR, ko',
      // 0: dark, 1: light, as a phone set to either would report prefers-color-scheme.
      'layout.css.prefers-color-scheme.content-override': dark ? 0 : 1,
    },
  });
}

export async function startFirefox(): Promise<EngineHost> {
  const browsers = new Map<boolean, Browser>();
  const browserFor = async (dark: boolean) => {
    let browser = browsers.get(dark);
    if (!browser) {
      browser = await launchFirefox(dark);
      browsers.set(dark, browser);
    }
    return browser;
  };
  const light = await browserFor(false);
  return {
    name: 'firefox',
    version: await light.version(),
    async newTab({ dark = false }) {
      // A fresh profile's worth of state for each journey: its own cookies, storage and workers.
      const context = await (await browserFor(dark)).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(VIEWPORT);
      return new FirefoxTab(page, () => context.close());
    },
    async close() {
      await Promise.all([...browsers.values()].map((browser) => browser.close()));
    },
  };
}

export const startEngine = (engine: Engine) =>
  engine === 'webkit' ? startWebKit() : startFirefox();
