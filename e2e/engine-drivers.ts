import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';

/**
 * The two engines Playwright does not drive here, each through a kept client: Gecko (Debian's
 * firefox-esr) with puppeteer-core over WebDriver BiDi, and WebKit (WebKitGTK's MiniBrowser) with
 * selenium-webdriver through Debian's WebKitWebDriver. Both are seen through one small surface,
 * `Tab`, so the journeys (core.engines.ts) are written once.
 */

export type Engine = 'webkit' | 'firefox';

/** A function that runs in the page: self-contained, arguments and result plain JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page function, typed at the call
type PageFunction = (...args: any[]) => unknown;

export interface Tab {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn(...args)` in the page; a string is an expression, and its value is returned. */
  run<T>(fn: PageFunction | string, ...args: unknown[]): Promise<T>;
  /** The element `fn(...args)` returns in the page, to act on as a person does; null if none. */
  element(fn: PageFunction, ...args: unknown[]): Promise<Handle | null>;
  setCookie(name: string, value: string): Promise<void>;
  deleteCookie(name: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** An element as the engine's client holds it: taps and keys go through the browser's input. */
export interface Handle {
  click(): Promise<void>;
  type(text: string): Promise<void>;
}

export interface EngineOptions {
  baseURL: string;
  dark?: boolean;
}

/** Everything one worker keeps between journeys: the browser or its driver, and a display. */
export interface EngineHost {
  name: Engine;
  version: string;
  newTab(options: EngineOptions): Promise<Tab>;
  close(): Promise<void>;
}

export const FIREFOX = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
/** `dpkg -L libwebkit2gtk-4.1-0 | grep MiniBrowser` */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const VIEWPORT = { width: 390, height: 844 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
}

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

// --- WebKit: selenium-webdriver through WebKitWebDriver ----------------------------------------

class SeleniumHandle implements Handle {
  constructor(
    private readonly driver: WebDriver,
    private readonly element: WebElement,
  ) {}
  async click() {
    // WebDriver scrolls an element only until it is in view, which can leave it under the screen's
    // fixed bottom button; a person scrolls it to the middle first.
    await this.driver.executeScript(
      'arguments[0].scrollIntoView({ block: "center", inline: "center" });',
      this.element,
    );
    try {
      await this.element.click();
    } catch (error) {
      // WebDriver will not click what it judges hidden, as MUI's see-through checkbox input over
      // its drawn box; a pointer at the element's centre taps it as a finger does.
      if ((error as Error).name !== 'ElementNotInteractableError') throw error;
      await this.driver.actions().move({ origin: this.element }).click().perform();
    }
  }
  type = (text: string) => this.element.sendKeys(text);
}

class WebKitTab implements Tab {
  constructor(
    private readonly driver: WebDriver,
    private readonly closed: () => void,
  ) {}
  async goto(url: string) {
    await this.driver.get(url);
  }
  async reload() {
    await this.driver.navigate().refresh();
  }
  url = () => this.driver.getCurrentUrl();
  run<T>(fn: PageFunction | string, ...args: unknown[]): Promise<T> {
    // A function is sent as its source and called with the arguments, as puppeteer does.
    const script =
      typeof fn === 'string'
        ? `return (${fn});`
        : `return (${fn.toString()}).apply(null, arguments);`;
    return this.driver.executeScript(script, ...args) as Promise<T>;
  }
  async element(fn: PageFunction, ...args: unknown[]) {
    const found = await this.driver.executeScript(
      `return (${fn.toString()}).apply(null, arguments);`,
      ...args,
    );
    return found ? new SeleniumHandle(this.driver, found as WebElement) : null;
  }
  async setCookie(name: string, value: string) {
    await this.driver.manage().addCookie({ name, value, path: '/' });
  }
  async deleteCookie(name: string) {
    await this.driver.manage().deleteCookie(name);
  }
  async screenshot() {
    return Buffer.from(await this.driver.takeScreenshot(), 'base64');
  }
  async close() {
    this.closed();
    await this.driver.quit();
  }
}

/** A display of its own for the worker's MiniBrowser windows, unless one is given. */
async function startDisplay(): Promise<{ display: string; process?: ChildProcess }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY };
  // Display numbers from the worker's index and the run's process id, so parallel runs do not meet.
  const number = 90 + ((process.pid * 7 + Number(process.env.TEST_PARALLEL_INDEX ?? 0)) % 400);
  const display = `:${number}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  const socket = `/tmp/.X11-unix/X${number}`;
  const until = Date.now() + 10_000;
  while (!existsSync(socket) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { display, process: xvfb };
}

export async function startWebKit(): Promise<EngineHost> {
  const screen = await startDisplay();
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: screen.display, LANGUAGE: 'ko' },
  });
  await waitForPort(port, 10_000);
  const session = (dark: boolean) =>
    new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', '--time-zone=Asia/Seoul', ...(dark ? ['--dark-mode'] : [])],
        },
      })
      .build();
  const probe = await session(false);
  const version = String((await probe.getCapabilities()).get('browserVersion'));
  await probe.quit();
  let open = false;
  return {
    name: 'webkit',
    version: `WebKitGTK ${version}`,
    async newTab({ dark = false }) {
      // Seen here: a second session beside a live one never loads its page.
      if (open) throw new Error('WebKitWebDriver drives one session at a time: one tab a journey');
      open = true;
      const driver = await session(dark);
      // MiniBrowser's toolbar keeps its window from being narrower than ~447 CSS px.
      await driver.manage().window().setRect(VIEWPORT);
      return new WebKitTab(driver, () => {
        open = false;
      });
    },
    async close() {
      driverProcess.kill();
      screen.process?.kill();
    },
  };
}

export const startEngine = (engine: Engine) =>
  engine === 'webkit' ? startWebKit() : startFirefox();
