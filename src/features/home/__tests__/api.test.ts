import {
  answer,
  expectOneGet,
  itHandlesBadAnswers,
  ok,
  settle,
  storeLoggedInAs,
  storeWithToken,
} from '@/shared/api/__tests__/endpoint-harness';
import { contractListItem } from '@/shared/api/__tests__/fixtures';
import type { AppStore } from '@/app/store';
import type { ContractFilter } from '@/shared/api/wire/enums';
import { api } from '@/shared/api/api';
import { homeApi } from '@/features/home/api';
import { investedTags } from '@/features/invest/api';
import { agreedTags } from '@/features/loan/api';

const getContracts = (store: AppStore, filter?: ContractFilter) =>
  settle(store.dispatch(homeApi.endpoints.getContracts.initiate(filter)));

describe('GET /contracts (getContracts)', () => {
  it('asks for every contract when no filter is chosen and returns the list', async () => {
    await expectOneGet('/contracts', (store) => getContracts(store), {
      contracts: [contractListItem],
    });
  });

  it('sends the chosen filter as searchFilter', async () => {
    const seen = answer('get', '/contracts', ok({ contracts: [] }));

    const { data } = await getContracts(storeWithToken(), 'LOW_RISK');

    expect(data).toEqual({ contracts: [] });
    expect(seen[0].query).toEqual({ searchFilter: 'LOW_RISK' });
  });

  it('works without a session (the home screen is public)', async () => {
    const seen = answer('get', '/contracts', ok({ contracts: [] }));
    const { data } = await getContracts(storeWithToken(''));
    expect(data).toEqual({ contracts: [] });
    expect(seen[0].authorization).toBeNull();
  });

  it('is refreshed by a change to the list or to any contract in it, through one tag', async () => {
    answer('get', '/contracts', ok({ contracts: [contractListItem] }));
    const store = storeWithToken();
    await getContracts(store);
    const hits = (tags: Parameters<typeof api.util.selectInvalidatedBy>[1]) =>
      api.util.selectInvalidatedBy(store.getState(), tags).map((entry) => entry.endpointName);

    expect(hits([{ type: 'ContractList', id: 'LIST' }])).toEqual(['getContracts']);
    // What changes a contract (an investment, a signed agreement) names the list as well.
    expect(hits(investedTags(contractListItem.contractId))).toEqual(['getContracts']);
    expect(hits(agreedTags(contractListItem.contractId))).toEqual(['getContracts']);
    // One tag however long the list: a tag per loan cost the store ~80 ms at 5,000 loans.
    expect(store.getState().api.provided.tags.Contract).toBeUndefined();
  });

  itHandlesBadAnswers('get', '/contracts', (store) => getContracts(store), [
    ['no contracts array', {}],
    ['contracts as an object', { contracts: { 0: contractListItem } }],
    ['an unreadable contract id', { contracts: [{ ...contractListItem, contractId: 'x' }] }],
    ['a null item', { contracts: [null] }],
  ]);

  it('lists the open contracts of the demo backend and narrows them by filter', async () => {
    const store = await storeLoggedInAs('investor1');

    const all = await getContracts(store);
    const shortTerm = await getContracts(store, 'SHORT_TERM');

    expect(all.error).toBeUndefined();
    const contracts = (all.data as { contracts: { repaymentCount: number }[] }).contracts;
    expect(contracts.length).toBeGreaterThan(0);
    const short = (shortTerm.data as { contracts: { repaymentCount: number }[] }).contracts;
    expect(short.length).toBeGreaterThan(0);
    expect(short.length).toBeLessThan(contracts.length);
    short.forEach((item) => expect(item.repaymentCount).toBeLessThanOrEqual(6));
  });
});
