import { api } from './api';
import { loanInfoSchema, validated } from './schemas';
import type { EntityId } from './wire/enums';
import type { LoanInfo } from './wire/schemas';

/** Loan conditions of a contract: the loan screens and the my-NFT detail both show them. */
export const loansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoanInfo: build.query<LoanInfo, EntityId>({
      query: (contractId) => `/contracts/${contractId}/loans/info`,
      ...validated(loanInfoSchema),
      providesTags: (_result, _error, contractId) => [{ type: 'LoanInfo', id: contractId }],
    }),
  }),
});

export const { useGetLoanInfoQuery } = loansApi;
