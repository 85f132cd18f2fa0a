import { useState } from 'react';
import type { LoanTermsArgs } from '@/features/loan/api';
import { FALLBACK_LOAN_AMOUNT, FALLBACK_REPAYMENT_COUNT } from '@/shared/lending/rules';
import { readLoanTerms, type StoredLoanTerms } from '@/features/loan/loan-terms';

/**
 * The terms the borrower stored for this contract (read once per screen), and the arguments of
 * the check / agreement calls: the stored terms, or the spec's fallback of 10,000 won over 12
 * rounds when nothing is stored (spec §7).
 */
export function useLoanTermsArgs(contractId: number): {
  stored: StoredLoanTerms | null;
  args: LoanTermsArgs;
} {
  const [stored] = useState(() => readLoanTerms(contractId));
  return {
    stored,
    args: {
      contractId,
      amount: stored?.amount ?? FALLBACK_LOAN_AMOUNT,
      count: stored?.count ?? FALLBACK_REPAYMENT_COUNT,
    },
  };
}
