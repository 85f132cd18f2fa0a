import net from 'node:net';

/** What both engines' drivers share (engine-drivers.ts, engine-webkit.ts): the journeys' surface. */

export type Engine = 'webkit' | 'firefox';

/** A function that runs in the page: self-contained, arguments and result plain JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page function, typed at the call
export type PageFunction = (...args: any[]) => unknown;

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
export const VIEWPORT = { width: 390, height: 844 };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port: number, timeoutMs: number) {
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
