import {
  type Built,
  code,
  count,
  rounds,
  displayCount,
  displayGroup,
  displayTime,
  laterTime,
  displayWon,
  id,
  list,
  optionalId,
  rate,
  record,
  text,
  time,
  won,
  songFields,
  once,
} from './fields';
import { NFT_STATUSES, REPAYMENT_STATUSES } from './enums';

/** The loan calls' shapes (spec §7 rows 14-17, api-contract "Shapes"), as in ./schemas.ts. */

const loanConditionSchema = once(() =>
  record({
    loanType: text(),
    loanPeriod: rounds(),
    loanAmount: won(),
    interestRate: rate(),
    overdueRate: rate(),
    monthlyInterest: won(),
    totalPayment: won(),
    repaymentCount: rounds(),
  }),
);
export type LoanCondition = Built<typeof loanConditionSchema>;

/**
 * The collateral as the loan calls describe it: shown, not computed with, so when a server leaves
 * it (or its ids) out the screens show their usual fallbacks ('-', the default cover) instead
 * of an error.
 */
const loanCopyrightSchema = once(() =>
  displayGroup({
    ...songFields(),
    copyrightId: optionalId(),
    nftId: optionalId(),
  }),
);
export type LoanCopyright = Built<typeof loanCopyrightSchema>;

/** GET /contracts/{contractId}/loans/info */
export const loanInfoSchema = once(() =>
  record({
    copyright: loanCopyrightSchema(),
    loanCondition: loanConditionSchema(),
    minimumLoanAmount: won(),
    maximumLoanAmount: won(),
    interestCalculationRatio: rate(),
  }),
);
export type LoanInfo = Built<typeof loanInfoSchema>;

/** GET loans/check and GET loans/agreement. */
export const loanTermsSchema = once(() =>
  record({
    copyright: loanCopyrightSchema(),
    loanCondition: loanConditionSchema(),
  }),
);
export type LoanTerms = Built<typeof loanTermsSchema>;

/**
 * GET /contracts/{contractId}/loans (declared, unused by any screen). Neither the spec nor the
 * contract gives its shape; this is the demo backend's.
 */
export const loanStatusSchema = once(() =>
  record({
    contractId: id(),
    copyrightId: id(),
    status: code(NFT_STATUSES),
    /** null until the borrower submits an agreement. */
    loanAmount: displayWon(),
    repaymentCount: displayCount(),
    investedAmount: won(),
    remainingInvestingMoney: won(),
    expirationTime: displayTime(),
    /** Calendar date the loan started, once fully funded (null before). */
    startDate: laterTime(),
    today: time(),
  }),
);
export type LoanStatus = Built<typeof loanStatusSchema>;

/** GET /contracts/{contractId}/loans/conclusion (declared, unused); the demo backend's shape. */
export const loanConclusionSchema = once(() =>
  record({
    contractId: id(),
    title: text(),
    loanAmount: won(),
    repaymentCount: rounds(),
    interestRate: rate(),
    startDate: time(),
    schedules: list(
      record({
        repaymentScheduleId: id(),
        round: count(),
        repaymentDate: time(),
        repaymentAmount: won(),
        status: code(REPAYMENT_STATUSES),
      }),
    ),
  }),
);
export type LoanConclusion = Built<typeof loanConclusionSchema>;
