import { api } from '@/shared/api/api';
import {
  loanConclusionSchema,
  loanStatusSchema,
  loanTermsSchema,
  validated,
  validatedNull,
} from '@/shared/api/schemas';
import type { EntityId } from '@/shared/api/wire/enums';
import type { LoanConclusion, LoanStatus, LoanTerms } from '@/shared/api/wire/loan-schemas';
import type { LoanAgreementRequest } from '@/shared/api/wire/request-schemas';

/** A loan the borrower is considering: amount in won, count = repayment rounds. */
export interface LoanTermsArgs {
  contractId: EntityId;
  amount: number;
  count: number;
}

export interface LoanAgreementArgs extends LoanAgreementRequest {
  contractId: EntityId;
}

const termsTags = (_result: unknown, _error: unknown, { contractId }: LoanTermsArgs) => [
  { type: 'LoanInfo' as const, id: contractId },
];

/** What a submitted agreement changes; also invalidated when a lost answer is found done. */
export const agreedTags = (contractId: EntityId) => [
  { type: 'Contract' as const, id: contractId },
  { type: 'LoanInfo' as const, id: contractId },
  { type: 'ContractList' as const, id: 'LIST' },
  { type: 'MyCopyright' as const, id: 'LIST' },
];

/** Rows 15 and 17: the terms for an amount and rounds, checked or as the agreement states them. */
const termsCall = (call: 'check' | 'agreement') => ({
  query: ({ contractId, amount, count }: LoanTermsArgs) => ({
    url: `/contracts/${contractId}/loans/${call}`,
    params: { amount, count },
  }),
  ...validated(loanTermsSchema),
  providesTags: termsTags,
});

export const loanApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkLoan: build.query<LoanTerms, LoanTermsArgs>(termsCall('check')),
    getLoanAgreement: build.query<LoanTerms, LoanTermsArgs>(termsCall('agreement')),
    submitLoanAgreement: build.mutation<null, LoanAgreementArgs>({
      query: ({ contractId, loanAmount, repaymentCount }) => ({
        url: `/contracts/${contractId}/loans/agreement`,
        method: 'POST',
        body: { loanAmount, repaymentCount },
      }),
      ...validatedNull(),
      // Submitting opens funding: the contract and its loan terms change, it joins the home
      // lists, and the borrower's copyright moves from REGISTERED to INVESTING.
      invalidatesTags: (_result, error, { contractId }) => (error ? [] : agreedTags(contractId)),
    }),
    // The two calls below are declared by the spec but used by no screen. They describe the
    // contract's state, so they refresh with whatever invalidates that contract.
    getContractLoan: build.query<LoanStatus, EntityId>({
      query: (contractId) => `/contracts/${contractId}/loans`,
      ...validated(loanStatusSchema),
      providesTags: (_result, _error, contractId) => [{ type: 'Contract', id: contractId }],
    }),
    getLoanConclusion: build.query<LoanConclusion, EntityId>({
      query: (contractId) => `/contracts/${contractId}/loans/conclusion`,
      ...validated(loanConclusionSchema),
      providesTags: (_result, _error, contractId) => [{ type: 'Contract', id: contractId }],
    }),
  }),
});

export const {
  useGetContractLoanQuery,
  useGetLoanConclusionQuery,
  useCheckLoanQuery,
  useGetLoanAgreementQuery,
  useSubmitLoanAgreementMutation,
} = loanApi;
