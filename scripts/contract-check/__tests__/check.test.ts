/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { DEMO_PASSWORD } from '@mocks/db/seed';
import { resetDb } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { setDialect, setUnreadableAmount } from '@mocks/handlers/dialect';
import { OPERATIONS } from '../../openapi/operations';
import { inProcessSend } from '../in-process';
import { counts, junit, markdown, notWalked, stepLines, summary } from '../report';
import { walk, type Step } from '../walk';

// The walk of `npm run contract:check` through the demo backend (in this process), in each dialect
// and with a server bug, judged as the app would meet each answer.

const check = (loginId: string, write = false) =>
  walk(inProcessSend(handlers), { loginId, password: DEMO_PASSWORD, write, onStep: () => {} });

const findings = (steps: Step[]) =>
  steps.flatMap((step) =>
    step.judged.findings.map((finding) => `${step.name} ${finding.path}: ${finding.says}`),
  );

beforeEach(() => resetDb());
afterEach(() => {
  setDialect('canonical');
  setUnreadableAmount(false);
});

it('finds the canonical dialect ok in every call, the writes included, and calls every operation but the two uploads', async () => {
  const steps = await check('investor1', true);
  expect(
    findings(steps).filter((line) => !line.includes('refused as the contract allows')),
  ).toEqual([]);
  expect(counts(steps)).toEqual({ ok: steps.length, drift: 0, break: 0, skip: 0 });
  expect(notWalked(steps)).toEqual(['POST /nfts', 'POST /auth/sign-up']);
  expect(new Set(steps.map((step) => step.call.operation.operationId)).size).toBe(
    OPERATIONS.length - 2,
  );
});

it('reports the loose dialect as drift with the path and what was read, never as a break', async () => {
  setDialect('loose');
  const steps = await check('borrower1', true);
  expect(counts(steps).break).toBe(0);
  expect(counts(steps).drift).toBeGreaterThan(30);
  const lines = findings(steps);
  expect(lines).toContain(
    'GET /contracts/{contractId} contract.loanAmount: a string read as won (not the canonical form)',
  );
  expect(lines).toContain(
    'GET /contracts/{contractId}/loans/info copyright.nftId: left out; the app does without (id)',
  );
  expect(lines).toContain(
    'GET /me/copyrights copyrights[].status: a code the contract does not name: shown as 기타',
  );
  expect(lines).toContain(
    'POST /auth/login extension: not in the contract; the app does not read it',
  );
});

it('calls an amount the app cannot read a break, naming its path, what the app needs and what came', async () => {
  setUnreadableAmount(true);
  const steps = await check('borrower1');
  const broken = steps.filter((step) => step.judged.verdict === 'break');
  expect(broken.map((step) => step.name)).toEqual(['GET /contracts/{contractId}']);
  expect(stepLines(broken[0])).toEqual([
    'break  GET /contracts/{contractId}  (200)',
    '         BREAK contract.loanAmount: needs won; got a string',
  ]);
  expect(summary(steps)).toMatch(/, 1 break, /);
  expect(junit(steps, 'http://demo')).toContain(
    '<failure message="BREAK contract.loanAmount: needs won; got a string">',
  );
  expect(markdown(steps, 'http://demo')).toContain(
    '| break | `GET /contracts/{contractId}` | 200 | BREAK contract.loanAmount: needs won; got a string |',
  );
});

it('says a wrong password is a break at sign-in and skips what needs the account', async () => {
  const steps = await walk(inProcessSend(handlers), {
    loginId: 'investor1',
    password: 'wrong!',
    write: false,
    onStep: () => {},
  });
  expect(stepLines(steps[0])).toEqual([
    'break  POST /auth/login  (HTTP 401 INVALID_CREDENTIALS)',
    '         BREAK HTTP 401 INVALID_CREDENTIALS where the call should succeed',
  ]);
  expect(steps.filter((step) => step.judged.verdict === 'skip').map((step) => step.name)).toContain(
    'GET /me/copyrights',
  );
});

it('writes no password, token or value of an answer: paths, forms and types only', async () => {
  setDialect('loose');
  const steps = await check('borrower1', true);
  const written = [
    ...steps.flatMap(stepLines),
    junit(steps, 'http://demo'),
    markdown(steps, 'http://demo'),
  ].join('\n');
  for (const secret of [
    DEMO_PASSWORD,
    'demo-access',
    'demo-refresh',
    'borrower1',
    '김대출',
    '한강의 새벽',
    '1,250,000',
    'data:image',
  ]) {
    expect(written).not.toContain(secret);
  }
});

it('says once, with the reason, that a server does not answer', async () => {
  const steps = await walk(
    async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    },
    { loginId: 'investor1', password: DEMO_PASSWORD, write: true, onStep: () => {} },
  );
  expect(steps.map(stepLines)).toEqual([
    ['break  POST /auth/login', '         BREAK no answer (ECONNREFUSED)'],
  ]);
});
