import fs from 'node:fs';
import path from 'node:path';
import {
  ASSET_DIR,
  cacheControlFor,
  HASHED_NAME,
  IMMUTABLE,
  NO_STORE,
  REVALIDATE,
  securityHeaders,
} from './headers';

/**
 * nginx's configuration for a build, generated from the build itself and the one source of each
 * header (./headers.ts), never written by hand. One server body serves both: the site file a host
 * installs (./nginx-site.ts, `npm run deploy:site`, docs/deploying.md) and the one-machine runner
 * (`npm run serve:prod`).
 */
export interface NginxOptions {
  /** The built bundle (dist/), an absolute path. */
  root: string;
  /** Where `/api/` (and the CSP reports) go, e.g. http://127.0.0.1:4000; none: `/api/` is a 404. */
  apiOrigin?: string;
  /** The CSP's report endpoint: a path here (proxied to the API's origin) or a collector's URL. */
  reportUri?: string;
  /** API_BASE_URL the bundle was built with ('' for this origin). */
  apiBaseUrl?: string;
  /**
   * TELEMETRY_URL the bundle was built with: another origin joins the CSP's connect-src; a path
   * here (`/v1/logs`) is proxied to the API's origin, as the CSP reports are.
   */
  telemetryUrl?: string;
  /** Debian's `libnginx-mod-http-brotli-static`, when installed: .br copies for browsers that take them. */
  brotli?: boolean;
}

/** Debian's `libnginx-mod-http-brotli-static`, where each nginx package puts it. */
export const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
];

/** The build's files (relative, `/`-separated), without the .br and .gz copies. */
export function buildFiles(root: string): string[] {
  const files = fs.readdirSync(root, { recursive: true, withFileTypes: true });
  return files
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * nginx drops a server's add_header lines in any location with its own: each location says all.
 * `always` sends them with an error too, but for good only what was found.
 */
function headerLines(headers: Record<string, string>, cacheControl: string, indent: string) {
  const lines = Object.entries(headers).map(
    ([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`,
  );
  const always = cacheControl === IMMUTABLE ? '' : ' always';
  return [...lines, `${indent}add_header Cache-Control ${quote(cacheControl)}${always};`].join(
    '\n',
  );
}

/**
 * What every server of ours says inside `server { … }` after its `listen` and TLS lines: the root,
 * caching, the 404s, the .br/.gz copies, every security header, `/api/` proxied.
 */
export function serverBody(files: string[], options: NginxOptions): string[] {
  const headers = securityHeaders({
    apiBaseUrl: options.apiBaseUrl,
    reportUri: options.reportUri,
    telemetryUrl: options.telemetryUrl,
  });
  const unhashedOutsideAssets = files.filter((file) => !file.startsWith(`${ASSET_DIR}/`));
  const unhashedInAssets = files.filter(
    (file) => file.startsWith(`${ASSET_DIR}/`) && !HASHED_NAME.test(file),
  );
  if (unhashedInAssets.length > 0)
    throw new Error(`${ASSET_DIR}/ holds unhashed files: ${unhashedInAssets.join(', ')}`);
  if (!files.includes('index.html')) throw new Error(`${options.root} has no index.html`);

  const block = (location: string, body: string[], cacheControl: string) =>
    [
      `    location ${location} {`,
      ...body.map((line) => `        ${line}`),
      headerLines(headers, cacheControl, '        '),
      '    }',
    ].join('\n');
  const proxy = options.apiOrigin
    ? [
        `proxy_pass ${options.apiOrigin};`,
        'proxy_http_version 1.1;',
        'proxy_set_header Host $host;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
        'proxy_hide_header Cache-Control;',
      ]
    : ['types { }', 'default_type text/plain;', 'return 404 "Not Found\\n";'];
  const reportsHere = options.reportUri?.startsWith('/') ? options.reportUri : null;
  const telemetryHere = options.telemetryUrl?.startsWith('/') ? options.telemetryUrl : null;

  return [
    `    root ${quote(options.root)};`,
    '    server_tokens off;',
    '    charset utf-8;',
    '    charset_types text/css application/javascript text/javascript application/json application/manifest+json image/svg+xml text/plain;',
    // A registration sends the song (mp3), the cover and the copyright document.
    '    client_max_body_size 64m;',
    // A missing file is a short text 404, never a page a browser could take for a script.
    '    error_page 404 @missing;',
    '    gzip_static on;',
    '    gzip_vary on;',
    ...(options.brotli ? ['    brotli_static on;'] : []),
    '',
    '    # The API: personal data and money, never stored by a cache on the way.',
    block('^~ /api/', proxy, NO_STORE),
    ...(reportsHere ? ['', block(`= ${reportsHere}`, proxy, NO_STORE)] : []),
    ...(telemetryHere ? ['', block(`= ${telemetryHere}`, proxy, NO_STORE)] : []),
    '',
    `    # Hashed files: the same name is the same bytes, for good. A missing one is a 404, never HTML.`,
    block(`^~ /${ASSET_DIR}/`, ['try_files $uri =404;'], IMMUTABLE),
    '',
    '    # Every other file of the build, by name; the HTML, sw.js and the manifest are asked again each time.',
    ...unhashedOutsideAssets.map((file) =>
      block(
        `= /${file}`,
        [
          'try_files $uri =404;',
          ...(file.endsWith('.webmanifest')
            ? ['types { }', 'default_type application/manifest+json;']
            : []),
        ],
        cacheControlFor(file),
      ),
    ),
    '',
    '    # Anything else that looks like a file is not one of ours: 404 (a tab on an old build asks',
    '    # for chunks a deploy removed; it must get an error it can handle, not index.html).',
    block('~ "\\.[A-Za-z0-9]+$"', ['return 404;'], REVALIDATE),
    block(
      '@missing',
      ['types { }', 'default_type text/plain;', 'return 404 "Not Found\\n";'],
      NO_STORE,
    ),
    '',
    '    # A screen: its prerendered page when the build has one (login.html), else the app.',
    block('/', ['try_files $uri.html /index.html;'], REVALIDATE),
  ];
}

/** The runner's options: one plain-http address. */
export interface RunnerOptions extends NginxOptions {
  /** `listen`'s argument: a port, or address:port. */
  listen: string;
}

/** The runner's `server { … }` block: plain http on one address (`npm run serve:prod`). */
export function nginxServer(files: string[], options: RunnerOptions): string {
  return ['server {', `    listen ${options.listen};`, ...serverBody(files, options), '}'].join(
    '\n',
  );
}

export interface RunOptions {
  /** A folder of nginx's own (pid, temporary files). */
  prefix: string;
  /** `load_module`'s path of the brotli static module, when installed. */
  brotliModule?: string;
  /** Debian's `mime.types`. */
  mimeTypes: string;
  /** Workers run as root when nginx is started by root (a checkout in a private folder). */
  asRoot: boolean;
}

/**
 * A whole nginx.conf around the server block, for `npm run serve:prod` on one machine: its pid,
 * log and temporary files in a folder of its own, its workers as whoever started it. Not a
 * deploy's file: a host installs the site file (./nginx-site.ts).
 */
export function nginxConfig(files: string[], options: RunnerOptions, run: RunOptions): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${quote(path.join(run.prefix, kind))};`)
    .join('\n');
  return [
    ...(run.brotliModule ? [`load_module ${run.brotliModule};`] : []),
    ...(run.asRoot ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${quote(path.join(run.prefix, 'nginx.pid'))};`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    `    include ${run.mimeTypes};`,
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    '    keepalive_timeout 65;',
    temp,
    nginxServer(files, { ...options, brotli: Boolean(run.brotliModule) })
      .split('\n')
      .map((line) => (line ? `    ${line}` : line))
      .join('\n'),
    '}',
    '',
  ].join('\n');
}
