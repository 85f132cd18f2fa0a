import express, { type Request, type Response, type Router } from 'express';
import { otlpLogsProblems } from './otlp-schema';
import { receivedOf, summarise, type Received } from './summary';

/**
 * The demo collector: what `npm start` and `npm run mock:server` answer at OTLP/HTTP's logs path,
 * so a developer sees field telemetry work without any service. It takes what an OpenTelemetry
 * Collector takes (OTLP JSON at /v1/logs, from any origin), refuses what the schema refuses (400,
 * as a collector would), keeps the last records in memory and shows them at /telemetry
 * (`npm run telemetry` prints them with source lines). docs/telemetry.md.
 */

export const OTLP_LOGS_PATH = '/v1/logs';
export const TELEMETRY_PATH = '/telemetry';
/** The raw bodies, for the journeys' privacy sweep (e2e/telemetry-teardown.ts). */
export const PAYLOADS_PATH = '/telemetry/payloads';

const KEEP_RECORDS = 10_000;
const KEEP_PAYLOADS = 2_000;

export function telemetryCollector(): Router {
  const records: Received[] = [];
  const payloads: string[] = [];
  let refused = 0;
  const router = express.Router();

  router.use(OTLP_LOGS_PATH, (req: Request, res: Response, next) => {
    // A browser posts from the app's origin, which is not the collector's: CORS, as the
    // OpenTelemetry Collector's `cors.allowed_origins` does.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Max-Age', '600');
    if (req.method === 'OPTIONS') res.sendStatus(204);
    else next();
  });
  router.post(OTLP_LOGS_PATH, express.text({ type: '*/*', limit: '256kb' }), (req, res) => {
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      res.status(415).json({ code: 3, message: 'OTLP/HTTP JSON only (application/json)' });
      return;
    }
    const raw = String(req.body);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const problems = body === undefined ? ['not JSON'] : otlpLogsProblems(body);
    if (problems.length) {
      refused += 1;
      res.status(400).json({ code: 3, message: problems.slice(0, 5).join('; ') });
      return;
    }
    payloads.push(raw);
    if (payloads.length > KEEP_PAYLOADS) payloads.shift();
    records.push(...receivedOf(body as Parameters<typeof receivedOf>[0]));
    if (records.length > KEEP_RECORDS) records.splice(0, records.length - KEEP_RECORDS);
    res.json({});
  });
  router.get(TELEMETRY_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ refused, ...summarise(records) });
  });
  router.get(PAYLOADS_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ refused, payloads });
  });
  return router;
}
