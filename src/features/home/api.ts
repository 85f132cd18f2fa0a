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
      // Items carry the Contract tag so a change to one contract also refreshes lists showing it.
      providesTags: (result) => [
        { type: 'ContractList', id: 'LIST' },
        ...(result?.contracts ?? []).map(({ contractId }) => ({
          type: 'Contract' as const,
          id: contractId,
        })),
      ],
    }),
  }),
});

export const { useGetContractsQuery } = homeApi;
