/**
 * The demo backend as an express app: the same MSW handlers as the browser demo and Jest, over
 * real HTTP. `npm run mock:server` (scripts/mock-server.ts) listens with it; tests start it on an
 * ephemeral port. State is the shared in-memory demo db (mocks/db/store.ts).
 */
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { handlers } from '@mocks/handlers';
import { watchAnswers } from '@mocks/handlers/respond';
import document from '../docs/openapi.json';
import { referencePage } from './openapi/reference-page';
import { contractWatch } from './openapi/watch';
import { mswMiddleware } from './msw-middleware';
import { securityHeaders } from './serve/headers';
import { staticFiles } from './static-files';
import { telemetryCollector } from './telemetry/collector';

export interface MockServerAppOptions {
  /** A built bundle to serve at / (with a history fallback) when it holds an index.html. */
  distDir: string;
  /**
   * Lie-fi on request, for the journeys (MOCK_LIE_FI=1): a browser whose cookie `lie-fi` names a
   * path has the connection cut for every request under it, as a café's Wi-Fi that carries nothing
   * does, while the browser still says it is online. One browser's cut leaves the others alone.
   */
  lieFi?: boolean;
  /** TELEMETRY_URL the served bundle was built with: its origin joins the CSP header's connect-src. */
  telemetryUrl?: string;
  /**
   * Hold every answer and request to the OpenAPI document (MOCK_CONTRACT_WATCH=1, the journeys):
   * what leaves it is logged and listed at CONTRACT_VIOLATIONS for the suite's teardown.
   */
  contractWatch?: boolean;
}

/** Where the demo server serves the API reference page. */
export const REFERENCE_PAGE = '/api-reference';

/** Where the demo server lists what left the OpenAPI document, when it watches (the journeys). */
export const CONTRACT_VIOLATIONS = '/contract-violations';

export const LIE_FI_COOKIE = 'lie-fi';

/**
 * Where browsers post CSP and Trusted Types violations (the policy's report-uri and report-to,
 * also through nginx): kept in memory, and a GET lists them, so the journeys can prove none came.
 */
export const CSP_REPORTS = '/csp-reports';
const cspReports: unknown[] = [];

/** The path prefix this request's `lie-fi` cookie cuts, if any. */
function lieFiPrefix(req: Request): string | null {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === LIE_FI_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

const servesBundle = (distDir: string) => fs.existsSync(path.join(distDir, 'index.html'));

export function createMockServerApp({
  distDir,
  lieFi = false,
  telemetryUrl,
  contractWatch: watching = false,
}: MockServerAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');

  const watch = watching ? contractWatch() : null;
  const violations: string[] = [];
  if (watch) {
    watchAnswers(watch.answer);
    app.get(CONTRACT_VIOLATIONS, (_req, res) => {
      void watch.take().then((found) => {
        for (const line of found) console.error(`[demo backend] left the contract: ${line}`);
        violations.push(...found);
        res.json(violations);
      });
    });
  }

  if (lieFi) {
    app.use((req: Request, _res: Response, next: NextFunction) => {
      const prefix = lieFiPrefix(req);
      if (prefix && req.path.startsWith(prefix)) req.socket.destroy();
      else next();
    });
  }

  // Before the bundle, whose history fallback would answer a GET with the app.
  app.post(CSP_REPORTS, express.text({ type: '*/*', limit: '64kb' }), (req, res) => {
    try {
      const body: unknown = JSON.parse(String(req.body));
      // report-uri posts one report; the Reporting API a list of them.
      cspReports.push(...(Array.isArray(body) ? body : [body]));
    } catch {
      cspReports.push({ unreadable: String(req.body).slice(0, 200) });
    }
    res.sendStatus(204);
  });
  app.get(CSP_REPORTS, (_req, res) => {
    res.json(cspReports);
  });

  // The API reference (docs/openapi.json as one page without script, scripts/openapi/reference-page.ts)
  // and the document itself, under the headers the app is served with.
  let reference: string | undefined;
  app.get(REFERENCE_PAGE, (_req, res) => {
    reference ??= referencePage(document);
    res.set({ ...securityHeaders({ reportUri: CSP_REPORTS }), 'Cache-Control': 'no-cache' });
    res.type('html').send(reference);
  });
  app.get(`${REFERENCE_PAGE}/openapi.json`, (_req, res) => {
    res.set({ ...securityHeaders({ reportUri: CSP_REPORTS }), 'Cache-Control': 'no-cache' });
    res.json(document);
  });

  // Field telemetry's demo collector: OTLP/HTTP JSON at /v1/logs, the summary at /telemetry
  // (scripts/telemetry/collector.ts, docs/telemetry.md).
  app.use(telemetryCollector());

  if (servesBundle(distDir)) {
    // The bundle first, answered from memory as a real host would (scripts/static-files.ts):
    // hashed files cached for good, the rest asked again; the headers production sends
    // (scripts/serve/headers.ts), violations reported here.
    const serveStatic = staticFiles(
      distDir,
      securityHeaders({ reportUri: CSP_REPORTS, telemetryUrl }),
    );
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

  app.use(mswMiddleware(handlers, watch ? { onRequest: watch.request } : {}));

  // An /api path no handler answered: the contract's error envelope, never the app's HTML.
  app.use('/api', (_req: Request, res: Response) => {
    res.status(404).json({
      success: false,
      error: { code: 'NOT_FOUND', message: '요청한 API를 찾을 수 없습니다.' },
    });
  });

  return app;
}
