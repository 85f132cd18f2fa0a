import { badRequest } from './errors';
import {
  contractById,
  copyrightOf,
  investedTotal,
  remainingAmount,
  validateLoanRequest,
} from './lending';
import { loanCondition, progressString } from './money';
import {
  maximumInvestmentOf,
  maxLoanAmountOf,
  minimumInvestmentOf,
  monthlyRatioOf,
} from '@/shared/lending/money';
import { MAX_REPAYMENT_COUNT, MIN_LOAN_AMOUNT } from '@/shared/lending/rules';
import type { ContractRow, CopyrightRow, DbState } from './types';
import type { ContractDetail, InvestInfo } from '@/shared/api/wire/schemas';
import type { LoanCondition, LoanInfo, LoanTerms } from '@/shared/api/wire/loan-schemas';
import { userById } from './users';
import { copyrightSummary, registrationView, songView } from './views';

/** Read models for the contract and loan calls (rows 11, 12, 14, 15, 17). */

/** Copyright type shown on the contract detail page. */
export const COPYRIGHT_TYPE = '음원';

/** The contract's own terms, or (before a request) the largest loan over 12 rounds. */
function currentCondition(contract: ContractRow, copyright: CopyrightRow): LoanCondition {
  if (contract.terms)
    return loanCondition(
      contract.terms.loanAmount,
      contract.terms.repaymentCount,
      copyright.rateBps,
    );
  return loanCondition(maxLoanAmountOf(copyright.wonPrice), MAX_REPAYMENT_COUNT, copyright.rateBps);
}

/** Row 11. */
export function contractDetail(state: DbState, contractId: number): ContractDetail {
  const contract = contractById(state, contractId);
  const copyright = copyrightOf(state, contract);
  const borrower = userById(state, contract.borrowerId);
  const condition = currentCondition(contract, copyright);
  const invested = contract.terms ? investedTotal(state, contractId) : 0;
  return {
    contract: {
      loanAmount: condition.loanAmount,
      monthlyInterest: condition.monthlyInterest,
      loanType: condition.loanType,
      interestRate: condition.interestRate,
      paymentAmount: condition.totalPayment,
      overdueRate: condition.overdueRate,
      repaymentPeriod: condition.loanPeriod,
      repaymentCount: condition.repaymentCount,
    },
    user: { name: borrower.name, job: borrower.job },
    copyright: { ...songView(copyright), type: COPYRIGHT_TYPE, ...registrationView(copyright) },
    progress: {
      currentProgress:
        contract.status === 'COMPLETED' ? '100' : progressString(invested, condition.loanAmount),
      remainingInvestingMoney: remainingAmount(state, contract),
    },
  };
}

/** Row 12. */
export function investInfo(state: DbState, contractId: number): InvestInfo {
  const contract = contractById(state, contractId);
  if (contract.status !== 'INVESTING' || !contract.terms) {
    throw badRequest('NOT_INVESTING', '투자를 모집 중인 계약이 아닙니다.');
  }
  const { rateBps } = copyrightOf(state, contract);
  const remaining = remainingAmount(state, contract);
  return {
    minimumLoanAmount: minimumInvestmentOf(remaining),
    maximumLoanAmount: maximumInvestmentOf(remaining),
    shareCalculationRatio: 100 / contract.terms.loanAmount,
    interestCalculationRatio: monthlyRatioOf(rateBps),
  };
}

/** Row 14. */
export function loanInfo(state: DbState, contractId: number): LoanInfo {
  const contract = contractById(state, contractId);
  const copyright = copyrightOf(state, contract);
  return {
    copyright: copyrightSummary(copyright),
    loanCondition: currentCondition(contract, copyright),
    minimumLoanAmount: MIN_LOAN_AMOUNT,
    maximumLoanAmount: maxLoanAmountOf(copyright.wonPrice),
    interestCalculationRatio: monthlyRatioOf(copyright.rateBps),
  };
}

/** Query `amount` and `count` as integers; anything else is refused by validateLoanRequest. */
export function parseAmountCount(url: URL): { amount: unknown; count: unknown } {
  const number = (key: string) => {
    const raw = url.searchParams.get(key);
    return raw !== null && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw;
  };
  return { amount: number('amount'), count: number('count') };
}

/** Rows 15 and 17: the conditions a given amount and round count would give. */
export function loanCheck(
  state: DbState,
  contractId: number,
  amount: unknown,
  count: unknown,
): LoanTerms {
  const contract = contractById(state, contractId);
  const copyright = copyrightOf(state, contract);
  const { loanAmount, repaymentCount } = validateLoanRequest(copyright, amount, count);
  return {
    copyright: copyrightSummary(copyright),
    loanCondition: loanCondition(loanAmount, repaymentCount, copyright.rateBps),
  };
}
