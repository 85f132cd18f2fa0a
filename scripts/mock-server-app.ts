/**
 * The demo backend as an express app: the same MSW handlers as the browser demo and Jest, over
 * real HTTP. `npm run mock:server` (scripts/mock-server.ts) listens with it; tests start it on an
 * ephemeral port. State is the shared in-memory demo db (mocks/db/store.ts).
 */
import { createMiddleware } from '@mswjs/http-middleware';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { handlers } from '@mocks/handlers';
import { contentSecurityPolicy } from './csp';
import { staticFiles } from './static-files';

export interface MockServerAppOptions {
  /** A built bundle to serve at / (with a history fallback) when it holds an index.html. */
  distDir: string;
}

const servesBundle = (distDir: string) => fs.existsSync(path.join(distDir, 'index.html'));

export function createMockServerApp({ distDir }: MockServerAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');

  if (servesBundle(distDir)) {
    // The bundle first, answered from memory as a real host would (scripts/static-files.ts):
    // hashed assets cached for good, index.html never; the bundle's policy as a header too, with
    // what a meta tag cannot say (no framing).
    const serveStatic = staticFiles(distDir, {
      'Content-Security-Policy': contentSecurityPolicy('', { header: true }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (!serveStatic(req, res)) next();
    });
  }

  // Lets a dev server on another port (API_BASE_URL=http://localhost:4000) call the demo backend.
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.sendStatus(204);
      return;
    }
    next();
  });

  // Compressed as a real host would send it: the API's JSON too (home's contracts are 12 KB raw,
  // 1.4 KB gzip, on the first screen's critical path).
  app.use(compression());

  app.use(createMiddleware(...handlers));

  // An /api path no handler answered: the contract's error envelope, never the app's HTML.
  app.use('/api', (_req: Request, res: Response) => {
    res.status(404).json({
      success: false,
      error: { code: 'NOT_FOUND', message: '요청한 API를 찾을 수 없습니다.' },
    });
  });

  return app;
}
