import fs from 'node:fs';
import http from 'node:http';
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

const INDEX_HTML = '<!doctype html><title>demo</title><div id="root"></div>';
const LOGIN_HTML = '<!doctype html><title>demo</title><div id="root"><form>로그인</form></div>';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0]);
const APP_JS = `console.log(${JSON.stringify('음악'.repeat(2000))});`;

// Jest's jsdom environment hides Node's setImmediate, which express's router and send use to
// hand a request to the next handler (e.g. a missing static file falling through to a 404).
globalThis.setImmediate ??= setImmediate;
globalThis.clearImmediate ??= clearImmediate;

let distDir: string;
let httpServer: Server;
let origin: string;

const api = (route: string) => `${origin}/api/v1${route}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function json(response: Response) {
  // Only the express app sets CORS headers: the answer came over HTTP, not from MSW in-process.
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

function postJson(route: string, body: unknown, token?: string) {
  return fetch(api(route), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
}

async function loginAs(loginId: string): Promise<string> {
  const response = await postJson('/auth/login', { loginId, password: 'demo1234!' });
  expect(response.status).toBe(200);
  return (await json(response)).data.accessToken;
}

beforeAll(async () => {
  mswServer.close();
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-server-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(distDir, 'login.html'), LOGIN_HTML);
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets', 'app.js'), APP_JS);
  fs.writeFileSync(path.join(distDir, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(distDir, 'assets', 'app.js.gz'), gzipSync(APP_JS));
  const app = createMockServerApp({ distDir });
  httpServer = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  httpServer.closeAllConnections();
  await new Promise((resolve) => httpServer.close(resolve));
  fs.rmSync(distDir, { recursive: true, force: true });
  // No mswServer.listen() here: jest.setup's afterAll (registered first, so it runs first)
  // has already closed it, and listening again would leave fetch and node:http patched.
});

describe('auth', () => {
  it('logs in with tokens and refuses a wrong password with the 401 envelope', async () => {
    const ok = await postJson('/auth/login', { loginId: 'investor1', password: 'demo1234!' });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({
      success: true,
      data: { accessToken: expect.any(String), refreshToken: expect.any(String) },
    });

    const wrong = await postJson('/auth/login', { loginId: 'investor1', password: 'wrong123!' });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toEqual({
      success: false,
      error: {
        code: 'INVALID_CREDENTIALS',
        message: '아이디 혹은 비밀번호를 다시 확인해주세요.',
      },
    });
  });

  it('answers 409 for a taken id and 200 for a free one', async () => {
    const taken = await postJson('/users/check-id', { loginId: 'borrower1' });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error).toEqual({
      code: 'DUPLICATE_LOGIN_ID',
      message: '중복된 아이디입니다.',
    });
    expect((await postJson('/users/check-id', { loginId: 'newbie7' })).status).toBe(200);
  });
});

describe('contracts and investing', () => {
  it('filters the list, shows a contract and its invest info, and takes an investment', async () => {
    const short = await fetch(api('/contracts?searchFilter=SHORT_TERM'));
    expect(short.status).toBe(200);
    const { contracts } = (await json(short)).data as {
      contracts: { contractId: number; repaymentCount: number }[];
    };
    expect(contracts.length).toBeGreaterThan(0);
    contracts.forEach((item) => expect(item.repaymentCount).toBeLessThanOrEqual(6));
    expect((await fetch(api('/contracts?searchFilter=CHEAP'))).status).toBe(400);

    const { contractId } = contracts[0];
    const detail = await fetch(api(`/contracts/${contractId}`));
    expect(detail.status).toBe(200);
    expect((await json(detail)).data).toMatchObject({
      contract: { repaymentCount: contracts[0].repaymentCount },
      copyright: { type: '음원' },
      progress: { remainingInvestingMoney: expect.any(Number) },
    });

    const info = await fetch(api(`/contracts/${contractId}/invest`));
    expect(info.status).toBe(200);
    const { minimumLoanAmount } = (await json(info)).data;
    expect(minimumLoanAmount).toBeGreaterThan(0);

    const investor = await loginAs('investor1');
    const confirmed = () =>
      fetch(api('/me/contracts/confirmed'), { headers: bearer(investor) }).then(json);
    const before = (await confirmed()).data.cash;

    expect((await postJson(`/contracts/${contractId}/invest`, { investment: 1 })).status).toBe(401);
    const invested = await postJson(
      `/contracts/${contractId}/invest`,
      { investment: minimumLoanAmount },
      investor,
    );
    expect(invested.status).toBe(200);
    expect(await json(invested)).toEqual({ success: true, data: null });
    expect((await confirmed()).data.cash).toBe(before - minimumLoanAmount);
  });

  it('lists the lender’s running loans on /me/contracts/confirmed', async () => {
    const investor = await loginAs('investor1');
    const response = await fetch(api('/me/contracts/confirmed?status=UPCOMING&role=LENDER'), {
      headers: bearer(investor),
    });
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data).toMatchObject({ cash: expect.any(Number), totalContracts: 3 });
    expect(data.repaymentSchedules.repaymentScheduleList.length).toBeGreaterThan(0);
  });
});

describe('my copyrights and NFT registration', () => {
  it('needs a bearer token', async () => {
    const anonymous = await fetch(api('/me/copyrights'));
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toMatchObject({
      success: false,
      error: { code: 'UNAUTHORIZED' },
    });
  });

  it('registers an NFT from a multipart upload and lists it as mine', async () => {
    const token = await loginAs('borrower1');
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'cover.png');
    form.append('audio', new Blob([MP3], { type: 'audio/mpeg' }), 'song.mp3');
    form.append(
      'nftCreateRequest',
      new Blob(
        [
          JSON.stringify({
            title: '서버 노래',
            singers: ['가수'],
            composers: ['작곡가'],
            lyricists: ['작사가'],
            streamingUrls: ['https://music.example.com/server'],
            isRegistered: false,
            ethPrice: 3.1,
          }),
        ],
        { type: 'application/json' },
      ),
    );
    const created = await fetch(api('/nfts'), {
      method: 'POST',
      body: form,
      headers: bearer(token),
    });
    expect(created.status).toBe(200);
    const { copyrightId } = (await json(created)).data;
    expect(copyrightId).toEqual(expect.any(Number));

    const mine = await fetch(api('/me/copyrights'), { headers: bearer(token) });
    expect(mine.status).toBe(200);
    expect((await json(mine)).data.copyrights[0]).toEqual({
      copyrightId,
      imageUrl: expect.stringMatching(/^data:image\/png;base64,/),
      title: '서버 노래',
      status: 'REGISTERED',
      progress: 0,
    });
  });
});

describe('routing', () => {
  it('answers an unknown /api path with the 404 envelope', async () => {
    const response = await fetch(api('/no-such-thing'));
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: '요청한 API를 찾을 수 없습니다.' },
    });
  });

  it('serves index.html for a client-side route and 404 for a missing file', async () => {
    const route = await fetch(`${origin}/some/route`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await route.text()).toBe(INDEX_HTML);
    expect(route.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(route.headers.get('content-security-policy')).toContain("script-src 'self'");

    expect((await fetch(`${origin}/missing.js`)).status).toBe(404);
  });

  it('sends the brotli or gzip file the build wrote, cached for good', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await fetch(`${origin}/assets/app.js`, {
        headers: { 'Accept-Encoding': accept },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toContain('immutable');
      // fetch decodes it: the browser gets the original file.
      expect(await response.text()).toBe(APP_JS);
    }
  });

  it('serves a prerendered screen for its route, as sirv and nginx try_files would', async () => {
    const login = await fetch(`${origin}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toBe(LOGIN_HTML);
  });

  it('revalidates index.html by its ETag and reads a rebuilt file again', async () => {
    const first = await fetch(`${origin}/main`);
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${origin}/main`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);

    const rebuilt = `${INDEX_HTML}<!-- rebuilt -->`;
    const file = path.join(distDir, 'index.html');
    fs.writeFileSync(file, rebuilt);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const fresh = await fetch(`${origin}/main`, { headers: { 'If-None-Match': etag } });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe(rebuilt);
    fs.writeFileSync(file, INDEX_HTML);
  });

  it('refuses a path that climbs out of the bundle', async () => {
    // Through node:http, which sends the path as written (fetch would normalise it).
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${origin}/..%2f..%2fetc%2fhostname`, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(403);
  });

  it('answers a preflight for a dev server on another origin', async () => {
    const response = await fetch(api('/auth/login'), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});
