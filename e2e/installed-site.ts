/**
 * The site file installed as a host installs it, for the journeys (playwright.config.ts): the
 * build copied into a release folder with a `current` link, `npm run deploy:site` run against it
 * as docs/deploying.md says, and Debian's nginx started with a main configuration of a host's
 * shape that includes it: workers as www-data (when started by root), modules from
 * modules-enabled, its own pid, log and temporary paths, which the site file never names.
 * `nginx -t` must accept it first. Stops nginx and removes its folder on SIGTERM.
 *
 * Environment: DIST_DIR (the build), HTTPS_PORT, HTTP_PORT, API_ORIGIN, CSP_REPORTS.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testCertificate } from './tls';

/** Where the journeys find the running site (its pid, its ACME folder), by its https port. */
export const installedSiteDir = (httpsPort: number) =>
  path.join(os.tmpdir(), `e2e-installed-site-${httpsPort}`);
/** A challenge an ACME client would have put down, served over plain http. */
export const ACME_TOKEN = 'e2e-challenge-token';

function main() {
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  const httpsPort = Number(process.env.HTTPS_PORT ?? 8443);
  const httpPort = Number(process.env.HTTP_PORT ?? 8080);
  const dir = installedSiteDir(httpsPort);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });

  // Debian's layout (docs/deploying.md): each release in a folder of its own, `current` the one
  // served. Copied, so the workers read it whatever the checkout's folder lets others read.
  const release = path.join(dir, 'releases', 'e2e');
  fs.cpSync(dist, release, { recursive: true });
  fs.symlinkSync(release, path.join(dir, 'current'));
  const acme = path.join(dir, 'acme');
  fs.mkdirSync(path.join(acme, '.well-known', 'acme-challenge'), { recursive: true });
  fs.writeFileSync(
    path.join(acme, '.well-known', 'acme-challenge', ACME_TOKEN),
    `${ACME_TOKEN}.ok`,
  );

  const { cert, key } = testCertificate();
  const site = execFileSync(
    'npm',
    ['run', '--silent', 'deploy:site', '--'].concat(
      ['--server-name', '127.0.0.1 localhost', '--cert', cert, '--key', key]
        .concat(['--root', path.join(dir, 'current'), '--acme-root', acme])
        .concat(['--http-port', String(httpPort), '--https-port', String(httpsPort)])
        .concat(process.env.API_ORIGIN ? ['--api-origin', process.env.API_ORIGIN] : [])
        .concat(process.env.CSP_REPORTS ? ['--csp-reports', process.env.CSP_REPORTS] : []),
    ),
    { encoding: 'utf8' },
  );
  const siteFile = path.join(dir, 'site.conf');
  fs.writeFileSync(siteFile, site);

  const asRoot = process.getuid?.() === 0;
  const temp = path.join(dir, 'temp');
  fs.mkdirSync(temp);
  if (asRoot) {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'www-data'], { encoding: 'utf8' }));
    fs.chownSync(temp, id('-u'), id('-g'));
  }
  const mainFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    mainFile,
    [
      ...(asRoot ? ['user www-data;'] : []),
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'include /etc/nginx/modules-enabled/*.conf;',
      'events { worker_connections 512; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    sendfile on;',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `    ${kind}_temp_path ${temp}/${kind};`,
      ),
      `    include ${siteFile};`,
      '}',
      '',
    ].join('\n'),
  );

  execFileSync('nginx', ['-t', '-q', '-c', mainFile], { stdio: 'inherit' });
  const nginx = spawn('nginx', ['-c', mainFile, '-g', 'daemon off;'], { stdio: 'inherit' });
  const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
  nginx.on('exit', (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal ? 0 : 1));
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => nginx.kill('SIGQUIT'));
  console.log(`installed site: https://127.0.0.1:${httpsPort} (http :${httpPort}) from ${dist}`);
}

if (require.main === module) main();
