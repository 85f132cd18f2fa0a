import { api } from '@/shared/api/api';
import { confirmedContractsSchema, validated } from '@/shared/api/schemas';
import type { ContractRole, RepaymentStatus } from '@/shared/api/wire/enums';
import type { ConfirmedContracts } from '@/shared/api/wire/schemas';

export interface ConfirmedContractsArgs {
  status: RepaymentStatus;
  role: ContractRole;
}

export const settlementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfirmedContracts: build.query<ConfirmedContracts, ConfirmedContractsArgs>({
      query: ({ status, role }) => ({ url: '/me/contracts/confirmed', params: { status, role } }),
      ...validated(confirmedContractsSchema),
      providesTags: (result) => [
        { type: 'Confirmed', id: 'LIST' },
        ...(result?.repaymentSchedules.repaymentScheduleList ?? []).map(
          ({ repaymentScheduleId }) => ({ type: 'Confirmed' as const, id: repaymentScheduleId }),
        ),
      ],
    }),
  }),
});

export const { useGetConfirmedContractsQuery } = settlementApi;
