import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  api,
  APP_JS,
  INDEX_HTML,
  json,
  LOGIN_HTML,
  served,
  serveDemoOverHttp,
} from './mock-server-harness';

/** The demo server's static files and routing over real HTTP (`npm run mock:server`). */
serveDemoOverHttp();

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
    const route = await fetch(`${served.origin}/some/route`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await route.text()).toBe(INDEX_HTML);
    // The headers production sends (scripts/serve/headers.ts), the same through nginx.
    const csp = route.headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(route.headers.get('x-content-type-options')).toBe('nosniff');

    expect((await fetch(`${served.origin}/missing.js`)).status).toBe(404);
  });

  it('sends the brotli or gzip file the build wrote, cached for good', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await fetch(`${served.origin}/assets/app.1a2b3c4d.js`, {
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

  it('serves a prerendered screen for its route, as nginx try_files does', async () => {
    const login = await fetch(`${served.origin}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toBe(LOGIN_HTML);
  });

  it('revalidates index.html by its ETag and reads a rebuilt file again', async () => {
    const first = await fetch(`${served.origin}/main`);
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${served.origin}/main`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);

    const rebuilt = `${INDEX_HTML}<!-- rebuilt -->`;
    const file = path.join(served.distDir, 'index.html');
    fs.writeFileSync(file, rebuilt);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const fresh = await fetch(`${served.origin}/main`, { headers: { 'If-None-Match': etag } });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe(rebuilt);
    fs.writeFileSync(file, INDEX_HTML);
  });

  it('refuses a path that climbs out of the bundle', async () => {
    // Through node:http, which sends the path as written (fetch would normalise it).
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${served.origin}/..%2f..%2fetc%2fhostname`, (response) => {
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

  it('keeps the CSP violations browsers report, one posted alone or a list, and lists them', async () => {
    const before: unknown[] = await fetch(`${served.origin}/csp-reports`).then((r) => r.json());
    const legacy = { 'csp-report': { 'violated-directive': 'require-trusted-types-for' } };
    const reportingApi = [
      { type: 'csp-violation', body: { effectiveDirective: 'script-src-elem' } },
    ];
    for (const [type, body] of [
      ['application/csp-report', legacy],
      ['application/reports+json', reportingApi],
    ] as const) {
      const posted = await fetch(`${served.origin}/csp-reports`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: JSON.stringify(body),
      });
      expect(posted.status).toBe(204);
    }
    const after: unknown[] = await fetch(`${served.origin}/csp-reports`).then((r) => r.json());
    expect(after.slice(before.length)).toEqual([legacy, reportingApi[0]]);
  });
});
