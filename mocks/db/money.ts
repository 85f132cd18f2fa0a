import { sha256Hex } from './sha256';
import type { LoanCondition, PredictResponse } from '@/shared/api/wire/schemas';

/** Loan rules (api-contract "Lending rules"). Rates in basis points: 10000 = 100 %. */
export const LOAN_TYPE = '만기일시상환';
export const OVERDUE_RATE_BPS = 500;
export const MAX_LOAN_RATIO_BPS = 7000;
export const MIN_LOAN_AMOUNT = 10_000;
export const MIN_REPAYMENT_COUNT = 1;
export const MAX_REPAYMENT_COUNT = 12;
/** Smallest single investment (unless less than that is left to fill). */
export const MIN_INVESTMENT = 10_000;
/** Largest single investment (spec §9). */
export const MAX_INVESTMENT = 100_000_000;
export const FUNDING_WINDOW_MONTHS = 1;

/** The one demo exchange rate: 1 ETH = 4,500,000 won. */
export const WON_PER_ETH = 4_500_000;

export const bpsToRate = (bps: number) => bps / 10000;

export const maxLoanAmount = (wonPrice: number) =>
  Math.floor((wonPrice * MAX_LOAN_RATIO_BPS) / 10000 / 10000) * 10000;

export const monthlyInterestOf = (loanAmount: number, rateBps: number) =>
  Math.floor((loanAmount * rateBps) / 120000);

export function loanCondition(
  loanAmount: number,
  repaymentCount: number,
  rateBps: number,
): LoanCondition {
  const monthlyInterest = monthlyInterestOf(loanAmount, rateBps);
  return {
    loanType: LOAN_TYPE,
    loanPeriod: repaymentCount,
    loanAmount,
    interestRate: bpsToRate(rateBps),
    overdueRate: bpsToRate(OVERDUE_RATE_BPS),
    monthlyInterest,
    totalPayment: loanAmount + monthlyInterest * repaymentCount,
    repaymentCount,
  };
}

/** Amount due in round `round` of `count`: the interest, plus the principal in the last round. */
export const roundAmount = (loanAmount: number, rateBps: number, round: number, count: number) =>
  monthlyInterestOf(loanAmount, rateBps) + (round === count ? loanAmount : 0);

/** floor(amountDue × 0.05 × daysLate / 365), in integers. */
export const lateFeeOf = (amountDue: number, daysLate: number) =>
  daysLate <= 0 ? 0 : Math.floor((amountDue * OVERDUE_RATE_BPS * daysLate) / (10000 * 365));

/** Percent with at most one decimal, truncated, as the wire's string: "37.5", "100", "0". */
export function progressPercent(invested: number, loanAmount: number): number {
  if (loanAmount <= 0) return 0;
  return Math.floor((invested * 1000) / loanAmount) / 10;
}
export const progressString = (invested: number, loanAmount: number) =>
  String(progressPercent(invested, loanAmount));

export const ethOf = (won: number) => Math.round((won * 10000) / WON_PER_ETH) / 10000;

export interface ValuationInput {
  title: string;
  singers: string[];
  composers: string[];
  lyricists: string[];
  streamingUrls: string[];
  isRegistered: boolean;
}

/** A stable 0..n-1 number from the song's title, so the same song always gets the same figures. */
const titleBucket = (title: string, n: number) =>
  parseInt(sha256Hex(title.trim().toLowerCase()).slice(0, 8), 16) % n;

/**
 * Deterministic demo valuation (won, multiple of 10,000):
 *   5,000,000 base
 * + 1,500,000 per distinct credited person (singers, composers, lyricists), at most 8
 * + 4,000,000 per distinct streaming link, at most 5
 * + 10,000,000 when the copyright is registered
 * + 0..2,990,000 from the title (10,000 steps), so equal credits still differ.
 */
export function valuate(input: ValuationInput): PredictResponse {
  const clean = (list: string[]) => new Set(list.map((x) => x.trim()).filter(Boolean));
  const people = new Set([
    ...clean(input.singers),
    ...clean(input.composers),
    ...clean(input.lyricists),
  ]);
  const links = clean(input.streamingUrls);
  const wonPrice =
    5_000_000 +
    1_500_000 * Math.min(people.size, 8) +
    4_000_000 * Math.min(links.size, 5) +
    (input.isRegistered ? 10_000_000 : 0) +
    titleBucket(input.title, 300) * 10_000;
  return { wonPrice, ethPrice: ethOf(wonPrice) };
}

/**
 * Annual interest rate the demo server sets per copyright (basis points): 8 %..14 % by title,
 * 1 %p lower for a registered copyright (safer collateral), never below 6 %.
 */
export function interestRateBps(title: string, isRegistered: boolean): number {
  const base = 800 + titleBucket(`${title}#rate`, 7) * 100;
  return Math.max(600, base - (isRegistered ? 100 : 0));
}
