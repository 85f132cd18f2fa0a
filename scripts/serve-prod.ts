/**
 * `npm run serve:prod`: the production bundle served the way production serves it, by nginx with
 * the configuration generated for this build (scripts/serve/nginx-conf.ts), on PORT (default
 * 8080), `/api/` and the CSP reports proxied to API_ORIGIN (default the demo server's,
 * http://127.0.0.1:4000: start it with `npm run mock:server`). DIST_DIR picks the bundle (dist).
 * Ctrl-C stops nginx and removes its folder. `--print` prints the configuration and exits. This is
 * the one-machine runner; what a host installs is the site file of `npm run deploy:site`.
 *
 * Needs Debian's nginx (`apt-get install nginx libnginx-mod-http-brotli-static`); without the
 * brotli module the bundle is served with its .gz copies only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROTLI_MODULES, buildFiles, nginxConfig, type RunnerOptions } from './serve/nginx-conf';

const root = path.resolve(__dirname, '..', process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 8080);
const options: RunnerOptions = {
  root,
  listen: `127.0.0.1:${port}`,
  apiOrigin: process.env.API_ORIGIN ?? 'http://127.0.0.1:4000',
  reportUri: process.env.CSP_REPORT_URI ?? '/csp-reports',
  apiBaseUrl: process.env.API_BASE_URL ?? '',
  telemetryUrl: process.env.TELEMETRY_URL ?? '',
};

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`serve:prod: ${root} has no index.html; build it first (npm run build).`);
  process.exit(1);
}

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-prod-'));
const config = nginxConfig(buildFiles(root), options, {
  prefix,
  brotliModule: BROTLI_MODULES.find((file) => fs.existsSync(file)),
  mimeTypes: '/etc/nginx/mime.types',
  asRoot: process.getuid?.() === 0,
});

if (process.argv.includes('--print')) {
  process.stdout.write(config);
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(0);
}

const file = path.join(prefix, 'nginx.conf');
fs.writeFileSync(file, config);
const nginx = spawn('nginx', ['-p', prefix, '-c', file, '-e', 'stderr', '-g', 'daemon off;'], {
  stdio: 'inherit',
});
console.log(`serve:prod: ${root} on http://127.0.0.1:${port}, /api/ → ${options.apiOrigin}`);

const cleanUp = () => fs.rmSync(prefix, { recursive: true, force: true });
nginx.on('error', (error) => {
  console.error(`serve:prod: nginx did not start (${error.message}); is it installed?`);
  cleanUp();
  process.exit(1);
});
nginx.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
// Ctrl-C, or a test runner stopping its server: nginx finishes what it is sending, then exits.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => nginx.kill('SIGQUIT'));
