/**
 * `npm run mock:server`: the demo backend over real HTTP on localhost:PORT (default 4000), with
 * the same MSW handlers as the browser demo and Jest. State lives in memory and starts from the
 * seed on every start. When dist/ exists the built app is served at / with a history fallback.
 */
import { createMiddleware } from '@mswjs/http-middleware';
import express, { type NextFunction, type Request, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { resetDb } from '../mocks/db/store';
import { handlers } from '../mocks/handlers';

const port = Number(process.env.PORT ?? 4000);
const distDir = path.resolve(__dirname, '..', 'dist');

const app = express();

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

app.use(createMiddleware(...handlers));

// An /api path no handler answered: the contract's error envelope, never the app's HTML.
app.use('/api', (_req: Request, res: Response) => {
  res.status(404).json({
    success: false,
    error: { code: 'NOT_FOUND', message: '요청한 API를 찾을 수 없습니다.' },
  });
});

if (fs.existsSync(path.join(distDir, 'index.html'))) {
  app.use(express.static(distDir, { index: 'index.html' }));
  // History fallback: a route like /loan-apply/progress/3 gets the app; a missing file stays 404.
  app.get('*', (req: Request, res: Response, next: NextFunction) => {
    if (path.extname(req.path)) {
      next();
      return;
    }
    res.sendFile(path.join(distDir, 'index.html'));
  });
}

resetDb(new Date());
app.listen(port, () => {
  console.log(
    `[demo backend] http://localhost:${port}/api/v1 (데모 계정: borrower1 / investor1, 비밀번호 demo1234!)`,
  );
  if (fs.existsSync(distDir))
    console.log(`[demo backend] serving ${distDir} at http://localhost:${port}/`);
});
