import { api } from './api';
import { confirmedContractsSchema, validated } from './schemas';
import type { ContractRole, RepaymentStatus } from './wire/enums';
import type { ConfirmedContracts } from './wire/schemas';

export interface ConfirmedContractsArgs {
  status: RepaymentStatus;
  role: ContractRole;
}

export const settlementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfirmedContracts: build.query<ConfirmedContracts, ConfirmedContractsArgs>({
      query: ({ status, role }) => ({ url: '/me/contracts/confirmed', params: { status, role } }),
      ...validated(confirmedContractsSchema),
      // One tag for the list: nothing changes a single round by its id (a repayment names the
      // list), and a tag per round is a cost in the store's reducer with 6,000 rounds.
      providesTags: [{ type: 'Confirmed', id: 'LIST' }],
    }),
  }),
});

export const { useGetConfirmedContractsQuery } = settlementApi;
