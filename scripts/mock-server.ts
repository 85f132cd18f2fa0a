/**
 * `npm run mock:server`: the demo backend over real HTTP on localhost:PORT (default 4000), with
 * the same MSW handlers as the browser demo and Jest. State lives in memory and starts from the
 * seed on every start. When dist/ (or DIST_DIR) exists the built app is served at / with a history
 * fallback. MOCK_DIALECT=loose answers in the second wire dialect, MOCK_LONG_DATA=1 with 300-character
 * titles and 50-name lists, MOCK_HOSTILE_DATA=1 with script in every text and address
 * (docs/wire-contract.md), MOCK_WORLD=1000|5000 with a platform's number
 * of loans (docs/api.md). MOCK_UNREADABLE_AMOUNT=1 sends an amount the app cannot read and
 * MOCK_CONTRACT_WATCH=1 holds every answer and request to docs/openapi.json (docs/api.md "The
 * OpenAPI document and contract:check"). The API reference is at /api-reference.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isWorldName } from '@mocks/db/large-world';
import { resetDb, setWorld } from '@mocks/db/store';
import { isDialect, setDialect, setLongData, setUnreadableAmount } from '@mocks/handlers/dialect';
import { setHostileData } from '@mocks/handlers/hostile-data';
import { parseMoneyAnswer, setMoneyAnswer } from '@mocks/handlers/money-answer';
import { createMockServerApp } from './mock-server-app';

const port = Number(process.env.PORT ?? 4000);
const distDir = path.resolve(__dirname, '..', process.env.DIST_DIR ?? 'dist');

// MOCK_LIE_FI=1 (the journeys): a browser's `lie-fi` cookie cuts its connections (mock-server-app.ts).
const app = createMockServerApp({
  distDir,
  lieFi: process.env.MOCK_LIE_FI === '1',
  telemetryUrl: process.env.TELEMETRY_URL,
  // MOCK_CONTRACT_WATCH=1 (the journeys): every answer and request held to docs/openapi.json.
  contractWatch: process.env.MOCK_CONTRACT_WATCH === '1',
});

const dialect = process.env.MOCK_DIALECT ?? 'canonical';
if (!isDialect(dialect)) {
  console.error(`[demo backend] MOCK_DIALECT must be canonical or loose, not ${dialect}`);
  process.exit(1);
}
setDialect(dialect);
setLongData(process.env.MOCK_LONG_DATA === '1');
// MOCK_UNREADABLE_AMOUNT=1: a contract's loan amount the app cannot read (contract:check's proof).
setUnreadableAmount(process.env.MOCK_UNREADABLE_AMOUNT === '1');
setHostileData(process.env.MOCK_HOSTILE_DATA === '1');
// MOCK_MONEY_ANSWER=lost|late:25000|late-work:25000: invest, agreement and sign-up lose or delay the
// answer after their work, or do the work itself late (after the client gave up).
const moneyAnswer = parseMoneyAnswer(process.env.MOCK_MONEY_ANSWER ?? 'normal');
if (!moneyAnswer) {
  console.error(
    '[demo backend] MOCK_MONEY_ANSWER must be normal, lost, late:<ms> or late-work:<ms>',
  );
  process.exit(1);
}
setMoneyAnswer(moneyAnswer);

// MOCK_WORLD=1000|5000: the large world (mocks/db/large-world.ts) instead of the demo's.
const world = process.env.MOCK_WORLD ?? 'demo';
if (!isWorldName(world)) {
  console.error(`[demo backend] MOCK_WORLD must be demo, 1000 or 5000, not ${world}`);
  process.exit(1);
}
setWorld(world);

resetDb(new Date());
app.listen(port, () => {
  console.log(
    `[demo backend] http://localhost:${port}/api/v1, ${dialect} dialect (데모 계정: borrower1 / investor1, 비밀번호 demo1234!)`,
  );
  if (fs.existsSync(distDir))
    console.log(`[demo backend] serving ${distDir} at http://localhost:${port}/`);
});
