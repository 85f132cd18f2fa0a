import { api } from '@/shared/api/api';
import { investInfoSchema, validated, validatedNull } from '@/shared/api/schemas';
import type { EntityId } from '@/shared/api/wire/enums';
import type { InvestInfo } from '@/shared/api/wire/schemas';
import type { InvestRequest } from '@/shared/api/wire/request-schemas';

export interface InvestArgs extends InvestRequest {
  contractId: EntityId;
}

/**
 * What an accepted investment changes; also invalidated when a lost answer is found done on re-check.
 */
export const investedTags = (contractId: EntityId) => [
  { type: 'Contract' as const, id: contractId },
  { type: 'InvestInfo' as const, id: contractId },
  { type: 'ContractList' as const, id: 'LIST' },
  { type: 'MyInvestCopyright' as const, id: 'LIST' },
  { type: 'Confirmed' as const, id: 'LIST' },
];

export const investApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvestInfo: build.query<InvestInfo, EntityId>({
      query: (contractId) => `/contracts/${contractId}/invest`,
      ...validated(investInfoSchema),
      providesTags: (_result, _error, contractId) => [{ type: 'InvestInfo', id: contractId }],
    }),
    invest: build.mutation<null, InvestArgs>({
      query: ({ contractId, investment }) => ({
        url: `/contracts/${contractId}/invest`,
        method: 'POST',
        body: { investment },
      }),
      ...validatedNull(),
      // A refused investment changes nothing. An accepted one moves the contract's progress (its
      // detail, invest limits and every list showing it), adds to my invested list and spends my
      // cash, which the settlement header shows; the last one may also start repayment schedules.
      invalidatesTags: (_result, error, { contractId }) => (error ? [] : investedTags(contractId)),
    }),
  }),
});

export const { useGetInvestInfoQuery, useInvestMutation } = investApi;
