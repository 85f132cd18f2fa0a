// Serves a built bundle the way a static host would, for e2e runs and local demos:
//   node scripts/serve-static.mjs <dir> [port]
// Client-side routes fall back to index.html; a missing file (e.g. /favicon.ico) is a real 404,
// so the browser reports it instead of silently receiving HTML.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';

const [dirArg = 'dist', portArg = '4173'] = process.argv.slice(2);
const root = path.resolve(process.cwd(), dirArg);
const port = Number(portArg);
const indexFile = path.join(root, 'index.html');

if (!existsSync(indexFile)) {
  console.error(`serve-static: ${indexFile} not found; build the bundle first.`);
  process.exit(1);
}
if (!Number.isInteger(port) || port <= 0) {
  console.error(`serve-static: invalid port "${portArg}".`);
  process.exit(1);
}

// `send`'s mime table predates some of these; state them so the browser never sniffs.
const contentTypes = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

const noStore = (res) => res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');

const app = express();
app.disable('x-powered-by');

app.use(
  express.static(root, {
    index: false,
    fallthrough: true,
    setHeaders(res, filePath) {
      const type = contentTypes[path.extname(filePath).toLowerCase()];
      if (type) res.setHeader('Content-Type', type);
      // The demo backend's worker is served from / and must control the whole origin.
      res.setHeader('Service-Worker-Allowed', '/');
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      if (relative.startsWith('assets/')) {
        // Hashed file names: a new build gets new names, so these never change in place.
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        // index.html, the service worker and other unhashed files must be re-fetched.
        noStore(res);
      }
    },
  }),
);

// Only the demo backend (in the page) answers the API; a call that reaches this server is a bug
// and must fail like a missing backend would, not receive index.html with a 200.
app.all('/api/*', (_req, res) => {
  res.status(404).json({
    success: false,
    error: { code: 'NOT_FOUND', message: '요청한 API를 찾을 수 없습니다.' },
  });
});

// History fallback: an address without a file extension is a client-side route.
app.get('*', (req, res) => {
  const lastSegment = req.path.split('/').pop() ?? '';
  if (lastSegment.includes('.')) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  noStore(res);
  res.setHeader('Service-Worker-Allowed', '/');
  res.type('text/html; charset=utf-8').sendFile(indexFile);
});

const server = app.listen(port, '127.0.0.1', () => {
  console.log(`serve-static: ${root} on http://127.0.0.1:${port}`);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
