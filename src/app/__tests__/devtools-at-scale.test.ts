import { resetDb, setWorld } from '@mocks/db/store';
import { makeStore } from '@/app/store';
import { homeApi } from '@/features/home/api';
import { MAX_SINGER_LOOKUPS } from '@/features/home/search/use-loan-singers';
import { contractsApi } from '@/shared/api/contracts-api';
import { forDevTools } from '@/shared/store/devtools';

/**
 * Redux DevTools with a platform's world (issue "Fast at a platform's size"): after the action
 * that brings 5,000 loans, what the extension is sent stays small, and it still shows what a
 * developer needs: the call, its status, the first loans and how many there are.
 */
describe('Redux DevTools with 5,000 open loans in the cache', () => {
  beforeEach(() => {
    setWorld('5000');
    resetDb();
  });

  it('is sent under 50 KB of state and of action, with the first loans and a count', async () => {
    const store = makeStore();
    const call = store.dispatch(homeApi.endpoints.getContracts.initiate());
    const answer = await call.unwrap();
    call.unsubscribe();
    expect(answer.contracts.length).toBe(5022);
    // What the store holds is everything.
    expect(JSON.stringify(store.getState()).length).toBeGreaterThan(1_000_000);

    const shown = forDevTools(store.getState());
    const state = JSON.stringify(shown);
    expect(state.length).toBeLessThan(50_000);
    expect(state).toContain('getContracts(undefined)');
    expect(state).toContain('"status":"fulfilled"');
    expect(state).toContain('<… 5012 more of 5022 items>');
    expect(state).toContain(answer.contracts[0].copyright.name);

    const fulfilled = {
      type: 'api/executeQuery/fulfilled',
      payload: answer,
      meta: { arg: { endpointName: 'getContracts' } },
    };
    expect(JSON.stringify(forDevTools(fulfilled)).length).toBeLessThan(50_000);
    // The same list is summarised once, however many actions DevTools is sent.
    const again = forDevTools(store.getState()) as typeof shown;
    expect(JSON.stringify(again)).toBe(state);
  });

  it("with search's singer look-ups cached too (40 loans' details), still under 50 KB, the list call first", async () => {
    const store = makeStore();
    const list = store.dispatch(homeApi.endpoints.getContracts.initiate());
    const { contracts } = await list.unwrap();
    const details = contracts
      .slice(0, MAX_SINGER_LOOKUPS)
      .map((loan) => store.dispatch(contractsApi.endpoints.getContract.initiate(loan.contractId)));
    await Promise.all(details.map((call) => call.unwrap()));
    const queries = Object.keys(store.getState().api.queries);
    expect(queries).toHaveLength(41);

    const state = JSON.stringify(forDevTools(store.getState()));
    // Each cached detail is ~0.9 KB: all 40 took the state to ~49 KB; a map of more than 30 calls
    // is shown as its first ten and a count.
    expect(state.length).toBeLessThan(25_000);
    expect(state).toContain('getContracts(undefined)');
    expect(state).toContain(`getContract(${contracts[0].contractId})`);
    expect(state).toContain('<31 more of 41 keys>');
    // The fortieth call's cached answer is counted, not copied.
    expect(state).not.toContain(`"getContract(${contracts[39].contractId})":{"status"`);
    for (const call of [list, ...details]) call.unsubscribe();
  });
});
