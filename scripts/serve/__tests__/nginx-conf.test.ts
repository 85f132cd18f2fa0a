/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { cacheControlFor, securityHeaders } from '../headers';
import { nginxConfig, nginxServer, type RunnerOptions } from '../nginx-conf';

// What nginx does with this configuration is proven by the e2e suite, which runs behind it
// (e2e/serving.prod.spec.ts); here, what the generator writes for a given build.
const FILES = [
  'assets/main.1a2b3c4d.js',
  'assets/vendor.5e6f7a8b.js',
  'assets/cover.0f0f0f0f.png',
  'favicon.svg',
  'icons/icon-192.png',
  'index.html',
  'login.html',
  'manifest.webmanifest',
  'sw.js',
];
const OPTIONS: RunnerOptions = {
  root: '/srv/app/dist',
  listen: '127.0.0.1:8080',
  apiOrigin: 'http://127.0.0.1:4000',
  reportUri: '/csp-reports',
};

/** The body of the `location` whose line starts with `head`. */
function location(config: string, head: string): string {
  const start = config.indexOf(`    location ${head} {`);
  if (start < 0) throw new Error(`no location ${head}`);
  return config.slice(start, config.indexOf('\n    }', start));
}

it('serves hashed files for good and asks again for every other file of the build', () => {
  const server = nginxServer(FILES, OPTIONS);
  const assets = location(server, '^~ /assets/');
  expect(assets).toContain('try_files $uri =404;');
  expect(assets).toContain(
    // Only with what was found (no `always`): a 404 is never kept for good.
    'add_header Cache-Control "public, max-age=31536000, immutable";',
  );
  for (const file of [
    '/index.html',
    '/login.html',
    '/sw.js',
    '/manifest.webmanifest',
    '/favicon.svg',
    '/icons/icon-192.png',
  ])
    expect(location(server, `= ${file}`)).toContain('add_header Cache-Control "no-cache" always;');
  expect(location(server, '= /manifest.webmanifest')).toContain(
    'default_type application/manifest+json;',
  );
});

it('answers a path that looks like a file and is not in the build with 404, a screen with the app', () => {
  const server = nginxServer(FILES, OPTIONS);
  expect(location(server, '~ "\\.[A-Za-z0-9]+$"')).toContain('return 404;');
  expect(location(server, '/')).toContain('try_files $uri.html /index.html;');
});

it('proxies the API and the CSP reports, and no cache keeps an API answer', () => {
  const server = nginxServer(FILES, OPTIONS);
  for (const head of ['^~ /api/', '= /csp-reports']) {
    const block = location(server, head);
    expect(block).toContain('proxy_pass http://127.0.0.1:4000;');
    expect(block).toContain('add_header Cache-Control "no-store" always;');
  }
});

it('sends every security header from every location, the CSP with Trusted Types and no framing', () => {
  const server = nginxServer(FILES, OPTIONS);
  const headers = securityHeaders({ reportUri: '/csp-reports' });
  const csp = headers['Content-Security-Policy'];
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toContain('trusted-types webpack app-worker-url default');
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain('report-uri /csp-reports');
  const locations = server.split('    location ').slice(1);
  expect(locations.length).toBeGreaterThan(8);
  for (const block of locations)
    for (const name of Object.keys(headers)) expect(block).toContain(`add_header ${name} `);
});

it('refuses a build whose asset folder holds an unhashed file, or that has no index.html', () => {
  expect(() => nginxServer([...FILES, 'assets/notes.txt'], OPTIONS)).toThrow(/unhashed/);
  expect(() =>
    nginxServer(
      FILES.filter((f) => f !== 'index.html'),
      OPTIONS,
    ),
  ).toThrow(/index.html/);
});

it('wraps the server in a configuration nginx can run on its own, brotli when the module is there', () => {
  const run = { prefix: '/tmp/x', mimeTypes: '/etc/nginx/mime.types', asRoot: false };
  const plain = nginxConfig(FILES, OPTIONS, run);
  expect(plain).not.toContain('brotli_static');
  expect(plain).toContain('gzip_static on;');
  expect(plain).toContain('pid "/tmp/x/nginx.pid";');
  const withBrotli = nginxConfig(FILES, OPTIONS, { ...run, brotliModule: '/m/brotli.so' });
  expect(withBrotli.startsWith('load_module /m/brotli.so;')).toBe(true);
  expect(withBrotli).toContain('brotli_static on;');
});

it('marks a file immutable only when its name carries its hash', () => {
  expect(cacheControlFor('/assets/main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/workbox-9c191d2f.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/sw.js')).toBe('no-cache');
  expect(cacheControlFor('/index.html')).toBe('no-cache');
  expect(cacheControlFor('/investment/12345678')).toBe('no-cache');
});

it('lets the app call a telemetry collector elsewhere, and proxies one named by a path', () => {
  const elsewhere = nginxServer(FILES, {
    ...OPTIONS,
    telemetryUrl: 'https://otel.example/v1/logs',
  });
  expect(elsewhere).toMatch(/connect-src 'self' https:\/\/otel\.example;/);
  expect(elsewhere).not.toContain('location = /v1/logs');
  const here = nginxServer(FILES, { ...OPTIONS, telemetryUrl: '/v1/logs' });
  expect(here).toMatch(/connect-src 'self';/);
  expect(location(here, '= /v1/logs')).toContain('proxy_pass http://127.0.0.1:4000;');
  expect(nginxServer(FILES, OPTIONS)).toMatch(/connect-src 'self';/);
});
