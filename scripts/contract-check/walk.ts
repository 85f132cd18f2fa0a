/**
 * The walk `npm run contract:check` takes through a server, and `npm run openapi` through the demo
 * backend for its examples: sign in, then every read call of the contract (each list filter and
 * status, a contract's detail, invest info, loan info, check and agreement, the declared loan
 * calls, confirmed contracts in each role and status, a copyright's and an NFT's detail), and with
 * `write` the write calls a test account can make (a valuation, an id check, a loan agreement on
 * its own registered copyright, the smallest investment in someone else's open loan). Each answer
 * is judged (./judge.ts) as it comes; ids for the next calls are taken from what the app's readers
 * made of the answers before, so a call whose answer could not be read skips the calls after it.
 */
import {
  CONTRACT_FILTERS,
  CONTRACT_ROLES,
  NFT_STATUSES,
  REPAYMENT_STATUSES,
} from '@/shared/api/wire/enums';
import { OPERATIONS, type Operation } from '../openapi/operations';
import { judge, type Answer, type Judged } from './judge';

export type { Answer };

export interface Call {
  operation: Operation;
  params?: Record<string, number>;
  query?: Record<string, string>;
  body?: unknown;
  /** The signed-in token: on every call after sign-in, as the app sends it. */
  token?: string;
}

export type Send = (call: Call, path: string) => Promise<Answer>;

export interface Step {
  call: Call;
  /** The call as the report names it: method, path template and query. */
  name: string;
  answer?: Answer;
  judged: Judged;
}

export interface WalkOptions {
  loginId: string;
  password: string;
  write: boolean;
  onStep: (step: Step) => void;
}

const byId = Object.fromEntries(OPERATIONS.map((operation) => [operation.operationId, operation]));

/** The URL path of a call under the API root, with its query. */
export function pathOf(call: Call): string {
  const path = call.operation.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
    String(call.params?.[name]),
  );
  const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
  return `${path}${query}`;
}

const nameOf = (call: Call) =>
  `${call.operation.method.toUpperCase()} ${call.operation.path}${call.query ? `?${new URLSearchParams(call.query)}` : ''}`;

type Data = Record<string, unknown> | null;

/**
 * Why no answer came, in a word a person can act on: the system's code (ECONNREFUSED, ENOTFOUND,
 * a certificate's) or the error's name (TimeoutError). Never its message, which may hold the URL.
 */
function failureOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'error';
}

/**
 * A call the contract declares and the app never makes (GET /contracts/{id}/loans and its
 * conclusion): whatever it answers cannot break the app, so it is listed apart, with what was found.
 */
function asDeclared(operation: Operation, judged: Judged): Judged {
  if (operation.row !== null) return judged;
  return {
    ...judged,
    verdict: 'unused',
    findings: [
      { path: '', says: `the app never makes this call; judged as declared: ${judged.verdict}` },
      ...judged.findings.map((finding) => ({ ...finding, breaks: false })),
    ],
  };
}

export async function walk(send: Send, options: WalkOptions): Promise<Step[]> {
  const steps: Step[] = [];
  /** Set once signed in: the app then sends its token with every call (spec §7). */
  let token: string | undefined;

  /** One call: sent, judged, reported; its data as the app read it, or null. */
  async function step(
    operationId: string,
    call: Omit<Call, 'operation'> = {},
    refusalAllowed = false,
  ): Promise<Data> {
    const full: Call = { ...(token ? { token } : {}), ...call, operation: byId[operationId] };
    let answer: Answer;
    try {
      answer = await send(full, pathOf(full));
    } catch (error) {
      answer = {
        status: 0,
        body: undefined,
        failure: failureOf(error),
      };
    }
    const judged = asDeclared(full.operation, await judge(full.operation, answer, refusalAllowed));
    const done: Step = { call: full, name: nameOf(full), answer, judged };
    steps.push(done);
    options.onStep(done);
    return (judged.data as Data) ?? null;
  }

  function skip(operationId: string, why: string, query?: Record<string, string>) {
    const call: Call = { operation: byId[operationId], query };
    const done: Step = {
      call,
      name: nameOf(call),
      judged: { verdict: 'skip', findings: [{ path: '', says: why }] },
    };
    steps.push(done);
    options.onStep(done);
  }

  const tokens = await step('login', {
    body: { loginId: options.loginId, password: options.password },
  });
  if (typeof tokens?.accessToken === 'string') token = tokens.accessToken;
  // A server that does not answer at all: one break says so, not one per call.
  /** The NFT id the answers named (loan info's copyright.nftId, which a server may leave out). */
  let nftId: number | undefined;
  const noteNft = (info: Data) => {
    const id = (info?.copyright as { nftId?: number } | undefined)?.nftId;
    if (nftId === undefined && typeof id === 'number') nftId = id;
  };
  if (steps[0].answer?.failure) return steps;

  // Open loans, in every filter; the first one's detail, invest info and loan calls.
  const all = await step('listContracts');
  for (const searchFilter of CONTRACT_FILTERS)
    await step('listContracts', { query: { searchFilter } });
  const open = ((all?.contracts as { contractId: number }[] | undefined) ?? []).map(
    (item) => item.contractId,
  );
  const first = open[0];
  if (first === undefined) {
    for (const id of [
      'getContract',
      'getInvestInfo',
      'getLoanInfo',
      'checkLoan',
      'getLoanAgreement',
      'getContractLoan',
      'getLoanConclusion',
    ]) {
      skip(id, 'no open contract to read');
    }
  } else {
    const params = { contractId: first };
    const detail = await step('getContract', { params });
    await step('getInvestInfo', { params });
    const info = await step('getLoanInfo', { params });
    noteNft(info);
    // The loan's terms, as the app has them: the loan info's condition, or the contract's detail.
    type Terms = { loanAmount: number; repaymentCount: number } | undefined;
    const terms = (info?.loanCondition as Terms) ?? (detail?.contract as Terms) ?? undefined;
    if (terms) {
      const query = { amount: String(terms.loanAmount), count: String(terms.repaymentCount) };
      await step('checkLoan', { params, query });
      await step('getLoanAgreement', { params, query });
    } else {
      skip('checkLoan', 'neither the loan info nor the contract detail could be read');
      skip('getLoanAgreement', 'neither the loan info nor the contract detail could be read');
    }
    await step('getContractLoan', { params });
    // 400 until the loan has started: an open loan has not.
    await step('getLoanConclusion', { params }, true);
  }

  if (!token) {
    for (const id of [
      'listMyCopyrights',
      'listMyInvestedCopyrights',
      'getCopyright',
      'getNft',
      'listConfirmedContracts',
    ]) {
      skip(id, 'not signed in');
    }
    return steps;
  }

  // The signed-in account's own copyrights and the ones it invested in, by status.
  const mine = await step('listMyCopyrights');
  for (const status of NFT_STATUSES) await step('listMyCopyrights', { query: { status } });
  const invested = await step('listMyInvestedCopyrights');
  for (const status of NFT_STATUSES) await step('listMyInvestedCopyrights', { query: { status } });

  type Item = { copyrightId: number; status: string };
  const myItems = (mine?.copyrights as Item[] | undefined) ?? [];
  const someCopyright = [...myItems, ...((invested?.copyrights as Item[] | undefined) ?? [])][0];
  if (someCopyright) {
    const detail = await step('getCopyright', {
      params: { copyrightId: someCopyright.copyrightId },
    });
    const contractId = detail?.contractId as number | undefined;
    if (contractId) noteNft(await step('getLoanInfo', { params: { contractId } }));
  } else {
    skip('getCopyright', 'the account has no copyright');
  }
  // An NFT's own id is only known from an answer that names it; a copyright's id is not one.
  if (nftId !== undefined) await step('getNft', { params: { nftId } });
  else skip('getNft', 'no answer named an nftId (loan info may leave it out)');

  for (const role of CONTRACT_ROLES) {
    for (const status of REPAYMENT_STATUSES) {
      await step('listConfirmedContracts', { query: { status, role } });
    }
  }

  if (!options.write) return steps;

  await step('predictCopyright', {
    body: {
      title: '계약 점검 테스트 곡',
      singers: ['점검 가수'],
      composers: ['점검 작곡가'],
      lyricists: ['점검 작사가'],
      streamingUrls: ['https://example.com/contract-check'],
      isRegistered: false,
    },
  });
  // A fresh id is free (200); a taken one is 409. Either is an answer the app acts on.
  await step('checkLoginId', { body: { loginId: `check${Date.now() % 1_000_000}` } }, true);

  // An agreement on the account's own registered copyright, at the smallest loan over one round.
  const ownContracts = new Set<number>();
  let registeredContract: number | undefined;
  for (const item of myItems.slice(0, 20)) {
    const detail = await step('getCopyright', { params: { copyrightId: item.copyrightId } });
    const id = detail?.contractId as number | undefined;
    if (id === undefined) continue;
    ownContracts.add(id);
    if (item.status === 'REGISTERED' && registeredContract === undefined) registeredContract = id;
  }
  if (registeredContract !== undefined) {
    const params = { contractId: registeredContract };
    const info = await step('getLoanInfo', { params });
    const minimum = info?.minimumLoanAmount as number | undefined;
    if (minimum !== undefined) {
      await step('submitLoanAgreement', {
        params,
        body: { loanAmount: minimum, repaymentCount: 1 },
      });
    } else skip('submitLoanAgreement', 'loan info could not be read');
  } else skip('submitLoanAgreement', 'the account has no registered copyright with a contract');

  // The smallest investment in an open loan that is not the account's own.
  const target = open.find((id) => !ownContracts.has(id));
  if (target !== undefined) {
    const params = { contractId: target };
    const bounds = await step('getInvestInfo', { params });
    const minimum = bounds?.minimumLoanAmount as number | undefined;
    if (minimum !== undefined) await step('invest', { params, body: { investment: minimum } });
    else skip('invest', 'invest info could not be read');
  } else skip('invest', 'no open loan of another account');

  return steps;
}
