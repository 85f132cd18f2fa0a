import {
  LOAN_AMOUNT_STEP,
  MAX_INVESTMENT,
  MAX_LOAN_RATIO_BPS,
  MIN_INVESTMENT,
  OVERDUE_RATE_BPS,
} from './rules';

/**
 * The lending arithmetic, in whole won and basis points only, so no float decides a won
 * (100 × 0.29 is 28.999999999999996). Every division rounds down (floor), once, at the end.
 */

const BPS = 10_000;

export const bpsToRate = (bps: number) => bps / BPS;

/** floor(amount × rate / 12): a loan's monthly interest, or an investor's on what they put in. */
export const monthlyInterestOf = (amount: number, rateBps: number) =>
  Math.floor((amount * rateBps) / (12 * BPS));

/** The wire's interestCalculationRatio: the annual rate / 12, as a fraction (display only). */
export const monthlyRatioOf = (rateBps: number) => rateBps / (12 * BPS);

/** What round `round` of `count` asks for: the interest, plus the principal in the last round. */
export const roundAmountOf = (amount: number, rateBps: number, round: number, count: number) =>
  monthlyInterestOf(amount, rateBps) + (round === count ? amount : 0);

/** Everything repaid over the loan: amount + monthly interest × rounds. */
export const totalPaymentOf = (amount: number, rateBps: number, count: number) =>
  amount + monthlyInterestOf(amount, rateBps) * count;

/** floor(amountDue × overdue rate × daysLate / 365); nothing when not late. */
export const lateFeeOf = (amountDue: number, daysLate: number, overdueBps = OVERDUE_RATE_BPS) =>
  Math.floor((amountDue * overdueBps * Math.max(0, daysLate)) / (BPS * 365));

/** 70 % of the valuation, rounded down to 10,000 won. */
export const maxLoanAmountOf = (wonPrice: number) =>
  Math.floor((wonPrice * MAX_LOAN_RATIO_BPS) / BPS / LOAN_AMOUNT_STEP) * LOAN_AMOUNT_STEP;

/** An investor's part of an amount the whole loan pays: floor(amount × invested / loanAmount). */
export const proportionalShareOf = (amount: number, invested: number, loanAmount: number) =>
  loanAmount <= 0 ? 0 : Math.floor((amount * invested) / loanAmount);

/**
 * What an investor who put in `invested` receives for one round: the round's rule with the
 * investment in place of the loan amount (floor(invested × rate / 12), the figure the invest screen
 * promised, plus their principal in the last round), and their share of a late fee the borrower
 * paid. The sum over investors never exceeds what the borrower paid.
 */
export function investorRoundOf(
  paid: { lateFee: number },
  invested: number,
  loanAmount: number,
  rateBps: number,
  round: number,
  count: number,
) {
  return {
    amount: roundAmountOf(invested, rateBps, round, count),
    lateFee: proportionalShareOf(paid.lateFee, invested, loanAmount),
  };
}

/** Percent funded with at most one decimal, truncated: 375 of 1,000 → 37.5. */
export const progressPercentOf = (invested: number, loanAmount: number) =>
  loanAmount <= 0 ? 0 : Math.floor((invested * 1_000) / loanAmount) / 10;

/** Smallest investment accepted now: 10,000 won, or whatever is left when that is less. */
export const minimumInvestmentOf = (remaining: number) => Math.min(MIN_INVESTMENT, remaining);
export const maximumInvestmentOf = (remaining: number) => Math.min(MAX_INVESTMENT, remaining);
