/**
 * `npm run deploy:site -- --server-name NAME --cert FILE --key FILE [--root DIR] [--http-port N]
 * [--https-port N] [--api-origin URL] [--csp-reports URL] [--acme-root DIR] [--resolver IP]`:
 * prints the site file for a host's own nginx (scripts/serve/nginx-site.ts), generated from the
 * build in --root, the release folder nginx will serve (docs/deploying.md). The bundle's build-time
 * API_BASE_URL and TELEMETRY_URL, when it was built with them, are read from the environment as the
 * build read them: the CSP names their origins.
 */
import { spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BROTLI_MODULES, buildFiles } from './serve/nginx-conf';
import { siteConfig } from './serve/nginx-site';

const DEFAULT_ROOT = '/var/www/music-lending/current';

const usage = `usage: npm run deploy:site -- --server-name NAME --cert FILE --key FILE [--root DIR]
  [--http-port 80] [--https-port 443] [--api-origin URL] [--csp-reports URL]
  [--acme-root /var/www/acme] [--resolver IP]`;

function fail(message: string): never {
  console.error(`deploy:site: ${message}\n${usage}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    'server-name': { type: 'string' },
    cert: { type: 'string' },
    key: { type: 'string' },
    root: { type: 'string', default: DEFAULT_ROOT },
    'http-port': { type: 'string', default: '80' },
    'https-port': { type: 'string', default: '443' },
    'api-origin': { type: 'string' },
    'csp-reports': { type: 'string' },
    'acme-root': { type: 'string', default: '/var/www/acme' },
    resolver: { type: 'string' },
  },
  strict: true,
});

const serverName = values['server-name'] ?? fail('--server-name is needed');
const cert = path.resolve(values.cert ?? fail('--cert is needed'));
const key = path.resolve(values.key ?? fail('--key is needed'));
const root = path.resolve(values.root);
const port = (name: 'http-port' | 'https-port') => {
  const n = Number(values[name]);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fail(`--${name} is a port number`);
};
const url = (name: 'api-origin' | 'csp-reports') => {
  const value = values[name];
  if (value === undefined) return undefined;
  if (!/^https?:\/\/[^/\s]+/.test(value)) fail(`--${name} is an http(s) URL`);
  return name === 'api-origin' ? new URL(value).origin : value;
};
if (!fs.existsSync(path.join(root, 'index.html')))
  fail(`${root} has no index.html: point --root at the release folder (npm run build's dist/)`);

/** OCSP stapling only for a certificate that names a responder (many CAs have stopped). */
function ocspResponder(file: string): boolean {
  try {
    return /OCSP - URI:/.test(new X509Certificate(fs.readFileSync(file)).infoAccess ?? '');
  } catch {
    return false;
  }
}

/** The nginx this is generated on, when it has one: 1.25.1 and later take `http2 on;`. */
function http2Directive(): boolean {
  // `nginx -v` writes its version to stderr.
  const { stderr = '' } = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(stderr);
  if (!match) return false;
  const [major, minor, patch] = match.slice(1).map(Number);
  return major > 1 || minor > 25 || (minor === 25 && patch >= 1);
}

process.stdout.write(
  siteConfig(buildFiles(root), {
    root,
    serverName,
    cert,
    key,
    httpPort: port('http-port'),
    httpsPort: port('https-port'),
    acmeRoot: path.resolve(values['acme-root']),
    apiOrigin: url('api-origin'),
    reportUri: url('csp-reports'),
    apiBaseUrl: process.env.API_BASE_URL ?? '',
    telemetryUrl: process.env.TELEMETRY_URL ?? '',
    stapling: ocspResponder(cert) ? { resolver: values.resolver } : undefined,
    http2Directive: http2Directive(),
    // Debian's nginx loads the module by itself once its package is installed.
    brotli: BROTLI_MODULES.some((file) => fs.existsSync(file)),
  }),
);
