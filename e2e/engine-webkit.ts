import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import {
  freePort,
  MINIBROWSER,
  VIEWPORT,
  waitForPort,
  WEBKIT_DRIVER,
  type EngineHost,
  type Handle,
  type PageFunction,
  type Tab,
} from './engine-common';

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

/**
 * A display of its own for the worker's MiniBrowser windows, unless one is given. Xvfb picks a
 * free display number itself and says it once the display is up (`-displayfd`): a number of our
 * own choosing could be another worker's, or a crashed server's stale one, and a MiniBrowser on a
 * display that is gone never connects, so its session never starts (seen once in a full run: a
 * journey's 30 s spent waiting for its tab).
 */
async function startDisplay(): Promise<{ display: string; process?: ChildProcess }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY };
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const number = await new Promise<string>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error('Xvfb named no display in 10 s')), 10_000);
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (!said.includes('\n')) return;
      clearTimeout(timer);
      resolve(said.trim());
    });
    xvfb.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb ended (${code}) before its display was up`));
    });
  });
  return { display: `:${number}`, process: xvfb };
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
        // The installed site's certificate is the test's own (e2e/tls.ts).
        acceptInsecureCerts: true,
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
