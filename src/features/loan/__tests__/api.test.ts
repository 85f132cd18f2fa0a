import type { JsonBodyType } from 'msw';
import type { AppStore } from '@/app/store';
import {
  answer,
  everyTag,
  expectOneGet,
  itHandlesBadAnswers,
  ok,
  refused,
  settle,
  storeLoggedInAs,
  storeWithToken,
  tagKeys,
  TEST_TOKEN,
  watchTags,
} from '@/shared/api/__tests__/endpoint-harness';
import { loanStatus, loanTerms } from '@/shared/api/__tests__/fixtures';
import { apiRoot } from '@/shared/config/env';
import type { NftStatus } from '@/shared/api/wire/enums';
import type { ContractListResponse, MyNftListResponse, NftDetail } from '@/shared/api/wire/schemas';
import type { LoanConclusion, LoanStatus, LoanTerms } from '@/shared/api/wire/loan-schemas';
import { loanApi } from '@/features/loan/api';

const terms = { contractId: 7, amount: 1_000_000, count: 6 };
const checkLoan = (store: AppStore) =>
  settle(store.dispatch(loanApi.endpoints.checkLoan.initiate(terms)));
const getAgreement = (store: AppStore) =>
  settle(store.dispatch(loanApi.endpoints.getLoanAgreement.initiate(terms)));
const submit = (store: AppStore, contractId = 7, loanAmount = 1_000_000, repaymentCount = 6) =>
  settle(
    store.dispatch(
      loanApi.endpoints.submitLoanAgreement.initiate({ contractId, loanAmount, repaymentCount }),
    ),
  );
const getLoan = (store: AppStore, contractId: number) =>
  settle(store.dispatch(loanApi.endpoints.getContractLoan.initiate(contractId)));
const getConclusion = (store: AppStore, contractId: number) =>
  settle(store.dispatch(loanApi.endpoints.getLoanConclusion.initiate(contractId)));

const wrongTerms: [string, JsonBodyType][] = [
  ['no loan condition', { copyright: loanTerms.copyright }],
  [
    'an unreadable monthly interest',
    { ...loanTerms, loanCondition: { ...loanTerms.loanCondition, monthlyInterest: '1만' } },
  ],
];

const conclusion: LoanConclusion = {
  contractId: 7,
  title: '여름 밤',
  loanAmount: 1_000_000,
  repaymentCount: 1,
  interestRate: 0.12,
  startDate: '2025-06-15',
  schedules: [
    {
      repaymentScheduleId: 41,
      round: 1,
      repaymentDate: '2025-07-15',
      repaymentAmount: 1_010_000,
      status: 'UPCOMING',
    },
  ],
};

describe.each([
  ['GET loans/check (checkLoan)', '/contracts/7/loans/check', checkLoan],
  ['GET loans/agreement (getLoanAgreement)', '/contracts/7/loans/agreement', getAgreement],
])('%s', (_name, path, run) => {
  it('sends amount and count as query and returns the conditions with the collateral', async () => {
    await expectOneGet(path, (store) => run(store), loanTerms, { amount: '1000000', count: '6' });
  });

  itHandlesBadAnswers('get', path, run, wrongTerms);
});

describe('POST loans/agreement (submitLoanAgreement)', () => {
  it('posts amount and rounds as JSON and resolves to null', async () => {
    const seen = answer('post', '/contracts/7/loans/agreement', ok(null));

    const { data, error } = await submit(storeWithToken());

    expect(error).toBeUndefined();
    expect(data).toBeNull();
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/v1/contracts/7/loans/agreement',
        query: {},
        body: { loanAmount: 1_000_000, repaymentCount: 6 },
        authorization: `Bearer ${TEST_TOKEN}`,
      },
    ]);
  });

  it('refreshes the contract, its loan terms, the home lists and my issued list', async () => {
    answer('post', '/contracts/7/loans/agreement', ok(null));
    const store = storeWithToken();
    const watch = await watchTags(store, everyTag([7, 8]));

    await submit(store);

    expect(await watch.refetched()).toEqual(
      tagKeys([
        { type: 'Contract', id: 7 },
        { type: 'LoanInfo', id: 7 },
        { type: 'ContractList', id: 'LIST' },
        { type: 'MyCopyright', id: 'LIST' },
      ]),
    );
  });

  it('refreshes nothing when the agreement is refused', async () => {
    answer('post', '/contracts/7/loans/agreement', refused(400));
    const store = storeWithToken();
    const watch = await watchTags(store, everyTag([7]));

    await submit(store);

    expect(await watch.refetched()).toEqual([]);
  });

  itHandlesBadAnswers('post', '/contracts/7/loans/agreement', (store) => submit(store), [
    ['an object where null is due', {}],
  ]);
});

describe('GET /contracts/{contractId}/loans (getContractLoan, declared but unused)', () => {
  it('asks for the loan of that contract', async () => {
    const seen = answer('get', '/contracts/7/loans', ok(loanStatus));

    const { data } = await getLoan(storeWithToken(), 7);

    expect(data).toEqual(loanStatus);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/v1/contracts/7/loans', query: {} });
  });

  itHandlesBadAnswers('get', '/contracts/7/loans', (store) => getLoan(store, 7), [
    ['an unreadable invested amount', { ...loanStatus, investedAmount: '25만' }],
    ['an unreadable contract id', { ...loanStatus, contractId: 'x' }],
  ]);
});

describe('GET /contracts/{contractId}/loans/conclusion (getLoanConclusion, declared but unused)', () => {
  it('asks for the concluded loan of that contract', async () => {
    const seen = answer('get', '/contracts/7/loans/conclusion', ok(conclusion));

    const { data } = await getConclusion(storeWithToken(), 7);

    expect(data).toEqual(conclusion);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/v1/contracts/7/loans/conclusion' });
  });

  itHandlesBadAnswers('get', '/contracts/7/loans/conclusion', (store) => getConclusion(store, 7), [
    ['schedules as an object', { ...conclusion, schedules: {} }],
    [
      'a schedule with an unreadable amount',
      { ...conclusion, schedules: [{ ...conclusion.schedules[0], repaymentAmount: '1.5' }] },
    ],
  ]);
});

describe('loan calls against the demo backend', () => {
  async function contractOf(store: AppStore, status: NftStatus): Promise<number> {
    const headers = { Authorization: `Bearer ${store.getState().session.accessToken}` };
    const mine = (await fetch(`${apiRoot}/me/copyrights?status=${status}`, { headers }).then((r) =>
      r.json(),
    )) as { data: MyNftListResponse };
    const detail = (await fetch(`${apiRoot}/copyrights/${mine.data.copyrights[0].copyrightId}`, {
      headers,
    }).then((r) => r.json())) as { data: NftDetail };
    return detail.data.contractId!;
  }

  it('checks terms, reads the agreement, submits it and the contract opens for funding', async () => {
    const store = await storeLoggedInAs('borrower1');
    const contractId = await contractOf(store, 'REGISTERED');
    const args = { contractId, amount: 100_000, count: 6 };

    const checked = await settle(store.dispatch(loanApi.endpoints.checkLoan.initiate(args)));
    const agreement = await settle(
      store.dispatch(loanApi.endpoints.getLoanAgreement.initiate(args)),
    );
    expect(checked.error).toBeUndefined();
    expect((checked.data as LoanTerms).loanCondition).toMatchObject({
      loanAmount: 100_000,
      repaymentCount: 6,
    });
    expect(agreement.data).toEqual(checked.data);

    const submitted = await submit(store, contractId, 100_000, 6);
    expect(submitted.error).toBeUndefined();

    const loan = (await getLoan(store, contractId)).data as LoanStatus;
    expect(loan).toMatchObject({ contractId, status: 'INVESTING', loanAmount: 100_000 });
    const open = (await fetch(`${apiRoot}/contracts`).then((r) => r.json())) as {
      data: ContractListResponse;
    };
    expect(open.data.contracts.map((item) => item.contractId)).toContain(contractId);
  });

  it('reads the conclusion and schedule of a running loan', async () => {
    const store = await storeLoggedInAs('borrower1');
    const contractId = await contractOf(store, 'COMPLETED');

    const { data, error } = await getConclusion(store, contractId);

    expect(error).toBeUndefined();
    expect((data as LoanConclusion).schedules.length).toBeGreaterThan(0);
  });
});
