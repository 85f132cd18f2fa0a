/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { nginxServer } from '../nginx-conf';
import { siteConfig, type SiteOptions } from '../nginx-site';

// What nginx does with the site file is proven by the e2e suite, which serves every journey of the
// demo bundle through it as a host installs it (e2e/installed-site.ts, installed-site.spec.ts);
// here, what the generator writes.
const FILES = ['assets/main.1a2b3c4d.js', 'index.html', 'login.html', 'sw.js'];
const SITE: SiteOptions = {
  root: '/var/www/music-lending/current',
  serverName: 'music.example.kr',
  cert: '/etc/letsencrypt/live/music.example.kr/fullchain.pem',
  key: '/etc/letsencrypt/live/music.example.kr/privkey.pem',
  httpPort: 80,
  httpsPort: 443,
  acmeRoot: '/var/www/acme',
  apiOrigin: 'http://127.0.0.1:8000',
};

/** The server block whose listen line holds `port`. */
function server(config: string, listen: string): string {
  const blocks = config.split(/\n(?=server \{)/);
  const found = blocks.find((block) => block.includes(`    listen ${listen}`));
  if (!found) throw new Error(`no server listening on ${listen}`);
  return found;
}

it('holds nothing of the host’s: no user, pid, log, temporary paths or modules', () => {
  const site = siteConfig(FILES, SITE);
  for (const directive of ['user', 'pid', 'error_log', 'access_log', 'load_module', 'include'])
    expect(site).not.toMatch(new RegExp(`^\\s*${directive}\\s`, 'm'));
  expect(site).not.toMatch(/_temp_path|\/tmp\//);
  expect(site).not.toMatch(/^\s*(events|http)\s*\{/m);
});

it('moves plain http to the same https address, except an ACME client’s challenge', () => {
  const plain = server(siteConfig(FILES, SITE), '80;');
  expect(plain).toContain('    listen [::]:80;');
  expect(plain).toContain('return 301 https://$host$request_uri;');
  expect(plain).toMatch(
    /location \^~ \/\.well-known\/acme-challenge\/ \{\n\s+root "\/var\/www\/acme";/,
  );
  // No security headers over plain http: HSTS counts only over https.
  expect(plain).not.toContain('Strict-Transport-Security');
  const onOtherPorts = siteConfig(FILES, { ...SITE, httpPort: 8080, httpsPort: 8443 });
  expect(server(onOtherPorts, '8080;')).toContain('return 301 https://$host:8443$request_uri;');
});

it('serves over TLS 1.2 and 1.3 as Mozilla’s intermediate profile, with HTTP/2', () => {
  const secure = server(siteConfig(FILES, SITE), '443 ssl');
  expect(secure).toContain('    listen 443 ssl http2;');
  expect(secure).toContain('    listen [::]:443 ssl http2;');
  expect(secure).toContain(`ssl_certificate "${SITE.cert}";`);
  expect(secure).toContain(`ssl_certificate_key "${SITE.key}";`);
  expect(secure).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
  expect(secure).toContain('ssl_session_tickets off;');
  expect(secure).toMatch(/ssl_ciphers (ECDHE-(ECDSA|RSA)-[A-Z0-9-]+:?){6};/);
  // nginx 1.25.1 and later name HTTP/2 on its own line.
  const newer = server(siteConfig(FILES, { ...SITE, http2Directive: true }), '443 ssl');
  expect(newer).toContain('    listen 443 ssl;');
  expect(newer).toContain('    http2 on;');
});

it('staples OCSP only for a certificate that names a responder', () => {
  expect(siteConfig(FILES, SITE)).not.toContain('ssl_stapling');
  const stapled = siteConfig(FILES, { ...SITE, stapling: { resolver: '127.0.0.53' } });
  expect(stapled).toContain('ssl_stapling on;');
  expect(stapled).toContain('ssl_stapling_verify on;');
  expect(stapled).toContain('resolver 127.0.0.53;');
});

it('serves the build as the runner does, and reports violations only where the operator says', () => {
  const secure = server(siteConfig(FILES, SITE), '443 ssl');
  const runner = nginxServer(FILES, { ...SITE, listen: '127.0.0.1:8080' });
  // One server body: everything after the runner's listen line stands in the site's https block.
  const body = runner.split('\n').slice(2, -1).join('\n');
  expect(secure).toContain(body);
  expect(secure).toContain('proxy_pass http://127.0.0.1:8000;');
  expect(secure).toContain('Strict-Transport-Security');
  expect(secure).not.toMatch(/report-uri|report-to|Reporting-Endpoints/);
  const reporting = siteConfig(FILES, { ...SITE, reportUri: 'https://reports.example.kr/csp' });
  expect(reporting).toContain('report-uri https://reports.example.kr/csp');
  expect(reporting).toContain('Reporting-Endpoints "csp=\\"https://reports.example.kr/csp\\""');
});

it('answers /api/ with a 404 when no API origin is given', () => {
  const secure = server(siteConfig(FILES, { ...SITE, apiOrigin: undefined }), '443 ssl');
  expect(secure).not.toContain('proxy_pass');
  expect(secure).toMatch(/location \^~ \/api\/ \{\n\s+types \{ \}\n\s+default_type text\/plain;/);
});
