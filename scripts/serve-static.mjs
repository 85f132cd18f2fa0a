// Serves a built bundle the way a static host would, for e2e runs and local demos:
//   node scripts/serve-static.mjs <dir> [port]
// sirv does the serving: the build's .br/.gz copies when the browser accepts them, client-side
// routes falling back to index.html, and a missing file (e.g. /favicon.ico) as a real 404, so the
// browser reports it instead of silently receiving HTML.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const [dirArg = 'dist', portArg = '4173'] = process.argv.slice(2);
const root = path.resolve(process.cwd(), dirArg);
const port = Number(portArg);

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(
    `serve-static: ${path.join(root, 'index.html')} not found; build the bundle first.`,
  );
  process.exit(1);
}
if (!Number.isInteger(port) || port <= 0) {
  console.error(`serve-static: invalid port "${portArg}".`);
  process.exit(1);
}

const files = sirv(root, {
  single: true,
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    // The demo backend's worker is served from / and must control the whole origin.
    res.setHeader('Service-Worker-Allowed', '/');
    res.setHeader(
      'Cache-Control',
      // Hashed file names never change in place; index.html, the worker and the rest must be
      // re-fetched.
      pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache, no-store, must-revalidate',
    );
  },
});

const server = createServer((req, res) => {
  // Only the demo backend (in the page) answers the API; a call that reaches this server is a bug
  // and must fail like a missing backend would, not receive index.html with a 200.
  if (req.url?.startsWith('/api/')) {
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        success: false,
        error: { code: 'NOT_FOUND', message: '요청한 API를 찾을 수 없습니다.' },
      }),
    );
    return;
  }
  files(req, res, () => {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end('Not found');
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`serve-static: ${root} on http://127.0.0.1:${port}`);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
