import { api } from './api';
import { contractPath } from './call-paths';
import { contractDetailSchema, validated } from './schemas';
import type { EntityId } from './wire/enums';
import type { ContractDetail } from './wire/schemas';

/** Contract detail: home, the invest screens and anything else showing one contract. */
export const contractsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContract: build.query<ContractDetail, EntityId>({
      query: contractPath,
      ...validated(contractDetailSchema),
      providesTags: (_result, _error, contractId) => [{ type: 'Contract', id: contractId }],
    }),
  }),
});

export const { useGetContractQuery } = contractsApi;
