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
import type { Answer } from '../judge';
import { walk, type Send, type Step } from '../walk';

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
  ).toEqual([
    'GET /contracts/{contractId}/loans : the app never makes this call; judged as declared: ok',
    'GET /contracts/{contractId}/loans/conclusion : the app never makes this call; judged as declared: ok',
  ]);
  expect(counts(steps)).toEqual({ ok: steps.length - 2, drift: 0, break: 0, skip: 0, unused: 2 });
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

/**
 * A server written from the spec by someone else, where the spec leaves it the choice: it wants a
 * token on every call but sign-in and the open loans, has not built the call the app never makes,
 * and leaves out the NFT id that loan info may leave out.
 */
function anotherServer(loanInfo: 'as-is' | 'failing' = 'as-is'): Send {
  const demo = inProcessSend(handlers);
  const json = (status: number, body: unknown): Answer => ({ status, body });
  return async (call, path) => {
    const { operationId } = call.operation;
    if (!call.token && !['login', 'listContracts', 'getContract'].includes(operationId)) {
      return json(401, { success: false, error: { code: 'UNAUTHORIZED', message: '로그인' } });
    }
    if (operationId === 'getContractLoan') {
      return json(404, { success: false, error: { code: 'NOT_FOUND', message: '없음' } });
    }
    if (operationId === 'getLoanInfo' && loanInfo === 'failing') {
      return json(500, { success: false, error: { code: 'SERVER', message: '오류' } });
    }
    const answer = await demo(call, path);
    const data = (answer.body as { data?: { copyright?: Record<string, unknown> } })?.data;
    if (operationId === 'getLoanInfo' && data?.copyright) delete data.copyright.nftId;
    return answer;
  };
}

it('against another spec-following server: the token on every call, the unused call apart, no guessed id', async () => {
  const steps = await walk(anotherServer(), {
    loginId: 'borrower1',
    password: DEMO_PASSWORD,
    write: true,
    onStep: () => {},
  });
  expect(counts(steps).break).toBe(0);
  expect(
    steps.filter((step) => step.call.operation.operationId !== 'login' && !step.call.token),
  ).toEqual(steps.filter((step) => step.judged.verdict === 'skip'));
  const lines = steps.flatMap(stepLines);
  expect(lines).toContain('apart  GET /contracts/{contractId}/loans  (HTTP 404 NOT_FOUND)');
  expect(lines).toContain('skip   GET /nfts/{nftId}');
  expect(lines).toContain('         no answer named an nftId (loan info may leave it out)');
  for (const name of ['checkLoan', 'getLoanAgreement']) {
    expect(steps.find((step) => step.call.operation.operationId === name)?.judged.verdict).toBe(
      'ok',
    );
  }
  expect(summary(steps)).toMatch(/, 0 break, 1 skipped; 2 the app never makes, listed apart$/);
});

it('takes the loan check and agreement terms from the contract detail when loan info fails', async () => {
  const steps = await walk(anotherServer('failing'), {
    loginId: 'investor1',
    password: DEMO_PASSWORD,
    write: false,
    onStep: () => {},
  });
  const verdicts = (id: string) =>
    steps
      .filter((step) => step.call.operation.operationId === id)
      .map((step) => step.judged.verdict);
  expect(new Set(verdicts('getLoanInfo'))).toEqual(new Set(['break']));
  expect(verdicts('checkLoan')).toEqual(['ok']);
  expect(verdicts('getLoanAgreement')).toEqual(['ok']);
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
