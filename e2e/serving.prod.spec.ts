import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { plainStringInASink } from './hostile-words';
import { askedWith, expectSecurityHeaders, hashedScripts, KINDS } from './serving-helpers';

/**
 * The production bundle as nginx serves it with the generated configuration (npm run serve:prod,
 * scripts/serve/nginx-conf.ts): each kind of response with its status, type, caching, encoding
 * and every security header; Trusted Types enforced and reported; no framing by another site.
 */

const REPORTS = '/csp-reports';

test('each kind of response: its status, type, caching and every security header', async ({
  request,
}) => {
  for (const kind of KINDS) {
    const response = await request.get(kind.path, {
      headers: { 'Accept-Encoding': 'br, gzip', ...askedWith(kind) },
    });
    expect(response.status(), kind.what).toBe(kind.status);
    expect(response.headers()['content-type'], kind.what).toMatch(kind.type);
    expect(response.headers()['cache-control'], kind.what).toBe(kind.cache);
    expectSecurityHeaders(response, kind.what, REPORTS);
  }
  // The prerendered screen, not the app's shell, and never index.html for a script.
  expect(await (await request.get('/login')).text()).toContain('아이디와 비밀번호를 입력해주세요.');
  expect(await (await request.get('/assets/nope-123.js')).text()).not.toContain('<html');
});

test('hashed scripts are kept for good, sent as the brotli or gzip copy the build wrote', async ({
  request,
}) => {
  const scripts = await hashedScripts(request);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await request.get(script, { headers: { 'Accept-Encoding': accept } });
      expect(response.status(), script).toBe(200);
      expect(response.headers()['content-type'], script).toMatch(/javascript/);
      expect(response.headers()['cache-control'], script).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(response.headers()['vary'], script).toMatch(/Accept-Encoding/);
      // The one-line runtime is too small for a compressed copy; every other script has both.
      if (!/\/runtime\./.test(script))
        expect(response.headers()['content-encoding'], `${script} for ${accept}`).toBe(encoding);
      expectSecurityHeaders(response, script, REPORTS);
    }
  }
  // HTML revalidates: the same bytes again are a 304.
  const first = await request.get('/index.html');
  const again = await request.get('/index.html', {
    headers: { 'If-None-Match': first.headers()['etag'] },
  });
  expect(again.status()).toBe(304);
});

test.describe('Trusted Types and framing', () => {
  // The journeys' own start-up script (fixtures.ts) meets the refused frame's error page too.
  test.use({
    allowedErrors: [
      /TrustedHTML|frame-ancestors|ERR_BLOCKED_BY_RESPONSE|localStorage' property from 'Window': Access is denied/,
    ],
  });

  test("a plain string in a script sink is refused, and reported to the policy's endpoint", async ({
    page,
  }) => {
    // Chromium sends `report-to` reports only from an https page; these journeys are plain http
    // on loopback, so what it queued is read from DevTools (the other engines post `report-uri`
    // at once, and the suite's teardown reads the endpoint: e2e/csp-reports-teardown.ts).
    const devtools = await page.context().newCDPSession(page);
    const queued: { destination: string; type: string; body: Record<string, unknown> }[] = [];
    devtools.on('Network.reportingApiReportAdded', ({ report }) => queued.push(report));
    await devtools.send('Network.enable');
    await devtools.send('Network.enableReportingApi', { enable: true });

    // Its address marks the violation as provoked (e2e/csp-reports-teardown.ts).
    await page.goto('/main?expected-violation');
    await expect(page.getByRole('region', { name: '최근 등록된 계약' })).toBeVisible();
    expect(await page.evaluate(plainStringInASink)).toBe('TypeError');
    expect(await page.locator('b', { hasText: 'tt-probe' }).count()).toBe(0);
    await expect
      .poll(() =>
        queued.some(
          (report) =>
            report.destination === 'csp' &&
            report.type === 'csp-violation' &&
            report.body.effectiveDirective === 'require-trusted-types-for',
        ),
      )
      .toBe(true);
  });

  test('another site cannot frame the app: the investment confirmation stays out of its page', async ({
    page,
    baseURL,
  }) => {
    // A page of another origin, framing a money screen: a server of its own on loopback (a public
    // site's frame of a local address Chromium refuses by itself, which would prove nothing here).
    const target = `${baseURL}/investment-input/108?expected-violation`;
    const other = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>other</title><iframe title="framed" src="${target}"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      await page.goto(`${origin}/`);
      // The browser refused to show it inside another site's page: an error page in its place.
      const frame = page.frameLocator('iframe[title="framed"]');
      await expect(frame.getByRole('heading', { name: /투자/ })).toHaveCount(0);
      await expect
        .poll(() => page.frames().map((f) => f.url()))
        .toEqual([`${origin}/`, 'chrome-error://chromewebdata/']);
    } finally {
      other.close();
    }
  });
});
