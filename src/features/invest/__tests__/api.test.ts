import type { AppStore } from '@/app/store';
import { contractsApi } from '@/shared/api/contracts-api';
import {
  answer,
  everyTag,
  expectOneGet,
  itHandlesBadAnswers,
  ok,
  refused,
  settle,
  settleRefetches,
  storeLoggedInAs,
  storeWithToken,
  tagKeys,
  TEST_TOKEN,
  watchTags,
} from '@/shared/api/__tests__/endpoint-harness';
import { investInfo } from '@/shared/api/__tests__/fixtures';
import { apiRoot } from '@/shared/config/env';
import type { ContractListResponse, InvestInfo } from '@/shared/api/wire/schemas';
import { investApi } from '@/features/invest/api';

const getInvestInfo = (store: AppStore, contractId: number) =>
  settle(store.dispatch(investApi.endpoints.getInvestInfo.initiate(contractId)));
const invest = (store: AppStore, contractId: number, investment: number) =>
  settle(store.dispatch(investApi.endpoints.invest.initiate({ contractId, investment })));

describe('GET /contracts/{contractId}/invest (getInvestInfo)', () => {
  it('asks for the investment limits of that contract', async () => {
    await expectOneGet('/contracts/7/invest', (store) => getInvestInfo(store, 7), investInfo);
  });

  itHandlesBadAnswers('get', '/contracts/7/invest', (store) => getInvestInfo(store, 7), [
    ['no maximum', { ...investInfo, maximumLoanAmount: undefined }],
    ['a ratio in exponent form', { ...investInfo, shareCalculationRatio: '3e-5' }],
    ['a fractional minimum', { ...investInfo, minimumLoanAmount: 9999.5 }],
  ]);
});

describe('POST /contracts/{contractId}/invest (invest)', () => {
  it('posts the amount as a JSON number of won and resolves to null', async () => {
    const seen = answer('post', '/contracts/7/invest', ok(null));

    const { data, error } = await invest(storeWithToken(), 7, 250_000);

    expect(error).toBeUndefined();
    expect(data).toBeNull();
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/v1/contracts/7/invest',
        query: {},
        body: { investment: 250_000 },
        authorization: `Bearer ${TEST_TOKEN}`,
      },
    ]);
  });

  it('refreshes that contract, its limits, the home lists, my invested list and settlement', async () => {
    answer('post', '/contracts/7/invest', ok(null));
    const store = storeWithToken();
    const watch = await watchTags(store, everyTag([7, 8]));

    await invest(store, 7, 250_000);

    expect(await watch.refetched()).toEqual(
      tagKeys([
        { type: 'Contract', id: 7 },
        { type: 'InvestInfo', id: 7 },
        { type: 'ContractList', id: 'LIST' },
        { type: 'MyInvestCopyright', id: 'LIST' },
        { type: 'Confirmed', id: 'LIST' },
      ]),
    );
  });

  it('refreshes nothing when the investment is refused', async () => {
    answer(
      'post',
      '/contracts/7/invest',
      refused(400, 'ABOVE_REMAINING', '남은 금액을 초과합니다.'),
    );
    const store = storeWithToken();
    const watch = await watchTags(store, everyTag([7]));

    const { error } = await invest(store, 7, 250_000);

    expect(error).toEqual({
      status: 400,
      code: 'ABOVE_REMAINING',
      cause: 'rejected',
      message: '남은 금액을 초과합니다.',
    });
    expect(await watch.refetched()).toEqual([]);
  });

  itHandlesBadAnswers('post', '/contracts/7/invest', (store) => invest(store, 7, 10_000), [
    ['an object where null is due', { ok: true }],
    ['a number where null is due', 0],
  ]);
});

describe('investing against the demo backend', () => {
  it('invests the minimum in an open contract and the cached contract shows the new remainder', async () => {
    const store = await storeLoggedInAs('investor1');
    const open = (await fetch(`${apiRoot}/contracts`).then((response) => response.json())) as {
      data: ContractListResponse;
    };
    const { contractId } = open.data.contracts[0];
    const detail = store.dispatch(contractsApi.endpoints.getContract.initiate(contractId));
    const before = (await detail).data!.progress.remainingInvestingMoney;
    const limits = (await getInvestInfo(store, contractId)).data as InvestInfo;

    const { data, error } = await invest(store, contractId, limits.minimumLoanAmount);
    await settleRefetches(store);

    expect(error).toBeUndefined();
    expect(data).toBeNull();
    const after = contractsApi.endpoints.getContract.select(contractId)(store.getState()).data;
    expect(after?.progress.remainingInvestingMoney).toBe(before - limits.minimumLoanAmount);
    detail.unsubscribe();
  });
});
