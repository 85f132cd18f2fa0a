import type { AppStore } from '@/app/store';
import {
  answer,
  expectOneGet,
  itHandlesBadAnswers,
  ok,
  settle,
  storeLoggedInAs,
  storeWithToken,
} from '@/shared/api/__tests__/endpoint-harness';
import { confirmedContracts } from '@/shared/api/__tests__/fixtures';
import type { ConfirmedContracts } from '@/shared/api/wire/schemas';
import { api } from '@/shared/api/api';
import { settlementApi, type ConfirmedContractsArgs } from '@/shared/api/settlement-api';

const getConfirmed = (store: AppStore, args: ConfirmedContractsArgs) =>
  settle(store.dispatch(settlementApi.endpoints.getConfirmedContracts.initiate(args)));

const [schedule] = confirmedContracts.repaymentSchedules.repaymentScheduleList;
const withSchedule = (patch: Record<string, unknown>) => ({
  ...confirmedContracts,
  repaymentSchedules: { repaymentScheduleList: [{ ...schedule, ...patch }] },
});

describe('GET /me/contracts/confirmed (getConfirmedContracts)', () => {
  it('sends status and role as query and returns the dashboard', async () => {
    await expectOneGet(
      '/me/contracts/confirmed',
      (store) =>
        getConfirmed(store, {
          status: 'OVERDUE',
          role: 'BORROWER',
        }),
      confirmedContracts,
      { status: 'OVERDUE', role: 'BORROWER' },
    );
  });

  it('caches each tab and role on its own', async () => {
    answer('get', '/me/contracts/confirmed', ok(confirmedContracts));
    const store = storeWithToken();

    await getConfirmed(store, { status: 'UPCOMING', role: 'LENDER' });
    await getConfirmed(store, { status: 'REPAID', role: 'LENDER' });

    expect(Object.keys(store.getState().api.queries)).toHaveLength(2);
  });

  it('provides one Confirmed tag for the dashboard, however many rounds it holds', async () => {
    answer('get', '/me/contracts/confirmed', ok(confirmedContracts));
    const store = storeWithToken();
    await getConfirmed(store, { status: 'UPCOMING', role: 'LENDER' });
    const hits = (id: string | number) =>
      api.util.selectInvalidatedBy(store.getState(), [{ type: 'Confirmed', id }]).length;

    expect(hits('LIST')).toBe(1);
    expect(Object.keys(store.getState().api.provided.tags.Confirmed ?? {})).toEqual(['LIST']);
  });

  itHandlesBadAnswers(
    'get',
    '/me/contracts/confirmed',
    (store) => getConfirmed(store, { status: 'UPCOMING', role: 'LENDER' }),
    [
      ['no schedules', { ...confirmedContracts, repaymentSchedules: undefined }],
      ['an unreadable late fee', withSchedule({ lateFee: '4원50전' })],
      ['an unreadable repayment date', withSchedule({ repaymentDate: '다음 달' })],
      ['a negative cash balance', { ...confirmedContracts, cash: '-10,000' }],
    ],
  );

  it('shows investor1 the repayments they receive from the demo backend', async () => {
    const store = await storeLoggedInAs('investor1');

    const { data, error } = await getConfirmed(store, { status: 'UPCOMING', role: 'LENDER' });

    expect(error).toBeUndefined();
    const dashboard = data as ConfirmedContracts;
    expect(dashboard.totalContracts).toBeGreaterThan(0);
    expect(dashboard.repaymentSchedules.repaymentScheduleList.length).toBeGreaterThan(0);
  });
});
