import { sha256Hex } from './sha256';
import type { CopyrightRow } from './types';
import type { PredictResponse } from '@/shared/api/wire/schemas';
import type { LoanCondition } from '@/shared/api/wire/loan-schemas';
import {
  bpsToRate,
  monthlyInterestOf,
  progressPercentOf,
  totalPaymentOf,
} from '@/shared/lending/money';
import { LOAN_TYPE, OVERDUE_RATE_BPS } from '@/shared/lending/rules';

/**
 * What only the demo server decides: its valuation, its rate per copyright, its exchange rate,
 * and the wire shapes of the lending figures. The rules and arithmetic themselves live in
 * src/shared/lending, which the screens use too.
 */

/** The one demo exchange rate: 1 ETH = 4,500,000 won. */
export const WON_PER_ETH = 4_500_000;

export function loanCondition(
  loanAmount: number,
  repaymentCount: number,
  rateBps: number,
): LoanCondition {
  return {
    loanType: LOAN_TYPE,
    loanPeriod: repaymentCount,
    loanAmount,
    interestRate: bpsToRate(rateBps),
    overdueRate: bpsToRate(OVERDUE_RATE_BPS),
    monthlyInterest: monthlyInterestOf(loanAmount, rateBps),
    totalPayment: totalPaymentOf(loanAmount, rateBps, repaymentCount),
    repaymentCount,
  };
}

/** The wire's progress: "37.5", "100", "0". */
export const progressString = (invested: number, loanAmount: number) =>
  String(progressPercentOf(invested, loanAmount));

export const ethOf = (won: number) => Math.round((won * 10000) / WON_PER_ETH) / 10000;

/** What the valuation reads of a song: its credits, links and registration. */
export type ValuationInput = Pick<
  CopyrightRow,
  'title' | 'singers' | 'composers' | 'lyricists' | 'streamingUrls' | 'isRegistered'
>;

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
 * 1 %p lower for a registered copyright (safer collateral), so 7 % at the least.
 */
export function interestRateBps(title: string, isRegistered: boolean): number {
  return 800 + titleBucket(`${title}#rate`, 7) * 100 - (isRegistered ? 100 : 0);
}
