import { api } from '@/shared/api/api';
import { contractsPath } from '@/shared/api/call-paths';
import { contractListSchema, validated } from '@/shared/api/schemas';
import type { ContractFilter } from '@/shared/api/wire/enums';
import type { ContractListResponse } from '@/shared/api/wire/schemas';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** No filter = every open contract ("all" is not sent). */
    getContracts: build.query<ContractListResponse, ContractFilter | void>({
      query: contractsPath,
      ...validated(contractListSchema),
      // The list's one tag, not one per loan: whatever changes a contract (investedTags,
      // agreedTags) names ContractList too, and 5,000 loans' tags cost ~80 ms at 4x CPU in the
      // store's reducer on every answer (docs/performance.md, "A platform's size").
      providesTags: [{ type: 'ContractList', id: 'LIST' }],
    }),
  }),
});

export const { useGetContractsQuery } = homeApi;
