/**
 * The built bundle, served the way a static host or CDN would: from memory, in the .br or .gz copy
 * the build wrote, with no work per request beyond a stat. It runs on the same machine as the
 * browser in the bench and the journeys, so its CPU is taken from the page being measured: through
 * express, MSW's middleware, `compression` and a static handler, a cold load of `/main` cost the server
 * 60-110 ms of CPU, against ~10 for the performance floor's static server (docs/performance.md).
 *
 * - Content-hashed files are cached for good; everything else is revalidated (ETag, 304).
 * - A path without an extension is a client-side route: `<path>.html` when the build prerendered
 *   it (login.html for /login), else index.html. A missing file with an extension is a 404.
 * - Only GET and HEAD outside `/api`; anything else goes on to the next handler.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { cacheControlFor } from './serve/headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
};

interface CachedFile {
  mtimeMs: number;
  size: number;
  etag: string;
  type: string;
  raw: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

/** Returns a handler that answers from `distDir` and says whether it did. */
export function staticFiles(
  distDir: string,
  headers: Record<string, string>,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const root = path.resolve(distDir);
  const cache = new Map<string, CachedFile>();

  // The file for a path, re-read when the build has replaced it.
  const load = (file: string): CachedFile | undefined => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
    const raw = fs.readFileSync(file);
    const entry: CachedFile = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
      type: TYPES[path.extname(file)] ?? 'application/octet-stream',
      raw,
      br: readIfExists(`${file}.br`),
      gz: readIfExists(`${file}.gz`),
    };
    cache.set(file, entry);
    return entry;
  };

  const resolveFile = (pathname: string): CachedFile | undefined | null => {
    const file = path.join(root, pathname);
    if (file !== root && !file.startsWith(root + path.sep)) return null;
    if (path.extname(pathname)) return load(file);
    return load(`${file.replace(/[\\/]+$/, '')}.html`) ?? load(path.join(root, 'index.html'));
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    } catch {
      return false;
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) return false;
    const entry = resolveFile(pathname);
    if (entry === null) {
      res.writeHead(403).end();
      return true;
    }
    if (!entry) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return true;
    }
    const out: Record<string, string | number> = {
      ...headers,
      'Content-Type': entry.type,
      'Cache-Control': cacheControlFor(pathname),
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, out).end();
      return true;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let body = entry.raw;
    if (entry.br && /\bbr\b/.test(accepts)) {
      body = entry.br;
      out['Content-Encoding'] = 'br';
    } else if (entry.gz && /\bgzip\b/.test(accepts)) {
      body = entry.gz;
      out['Content-Encoding'] = 'gzip';
    }
    out['Content-Length'] = body.length;
    res.writeHead(200, out);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
