import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clearImmediate, setImmediate } from 'node:timers';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { server as mswServer } from '@mocks/node';
import { createMockServerApp } from '../mock-server-app';

/**
 * `npm run mock:server` over real HTTP. jest.setup's MSW server intercepts fetch in this process,
 * so it is closed here: every request below leaves through a socket and reaches express.
 */

export const INDEX_HTML = '<!doctype html><title>demo</title><div id="root"></div>';
export const LOGIN_HTML =
  '<!doctype html><title>demo</title><div id="root"><form>로그인</form></div>';
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
export const MP3 = new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0]);
export const APP_JS = `console.log(${JSON.stringify('음악'.repeat(2000))});`;

// Jest's jsdom environment hides Node's setImmediate, which express's router and send use to
// hand a request to the next handler (e.g. a missing static file falling through to a 404).
globalThis.setImmediate ??= setImmediate;
globalThis.clearImmediate ??= clearImmediate;

let httpServer: Server;
/** Where the demo server is listening and the folder it serves, once `beforeAll` has run. */
export const served = { origin: '', distDir: '' };

export const api = (route: string) => `${served.origin}/api/v1${route}`;
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function json(response: Response) {
  // Only the express app sets CORS headers: the answer came over HTTP, not from MSW in-process.
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

export function postJson(route: string, body: unknown, token?: string) {
  return fetch(api(route), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
}

export async function loginAs(loginId: string): Promise<string> {
  const response = await postJson('/auth/login', { loginId, password: 'demo1234!' });
  expect(response.status).toBe(200);
  return (await json(response)).data.accessToken;
}

/** Starts the demo server over real HTTP for the calling test file, and stops it after. */
export function serveDemoOverHttp() {
  beforeAll(async () => {
    mswServer.close();
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(distDir, 'login.html'), LOGIN_HTML);
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'app.1a2b3c4d.js'), APP_JS);
    fs.writeFileSync(
      path.join(distDir, 'assets', 'app.1a2b3c4d.js.br'),
      brotliCompressSync(APP_JS),
    );
    fs.writeFileSync(path.join(distDir, 'assets', 'app.1a2b3c4d.js.gz'), gzipSync(APP_JS));
    const app = createMockServerApp({ distDir });
    httpServer = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    served.distDir = distDir;
    served.origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    httpServer.closeAllConnections();
    await new Promise((resolve) => httpServer.close(resolve));
    fs.rmSync(served.distDir, { recursive: true, force: true });
    // No mswServer.listen() here: it stays closed for the rest of this file, and jest.setup's
    // afterAll closes only a server still listening (src/test/setup-dom.ts); listening again
    // would leave fetch and node:http patched.
  });
}
