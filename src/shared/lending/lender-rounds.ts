import type { RepaymentSchedule } from '@/shared/api/wire/schemas';
import { rateToBasisPoints } from '@/shared/lib/format';
import { withheldTax } from './interest-tax';
import { monthlyInterestOf } from './money';

/**
 * What a round an investor receives is made of, and the tax withheld from it. The confirmed
 * contracts' rounds (row 18) carry the amount, not its parts: by the lending rules every round pays
 * the monthly interest floor(invested × rate / 12) and the last one the principal too, so
 * - a round before its loan's last is all interest;
 * - the last round's principal P is the one whole number with P + floor(P × rate / 12) = amount
 *   (that sum grows with P, so at most one P fits).
 * A loan's rounds are told apart by their song and rate (a round names no contract); its last is
 * the highest round seen, so the rounds of every tab must be given, or a loan whose later rounds
 * are missing is read as ending early.
 */
export interface LenderRound {
  principal: number;
  /** Interest of the round, its late fee apart. */
  interest: number;
  /** Withheld from the interest and the late fee (연체이자 is interest income too). */
  tax: number;
  /** What reaches the investor: the round's total less the tax. */
  net: number;
}

const loanKey = (item: RepaymentSchedule) =>
  `${item.nftName}\u0000${item.nftImageUrl}\u0000${item.interestRate ?? ''}`;

/** The principal of a last round of `amount` at `rateBps`, or null when none fits exactly. */
export function principalOfLastRound(amount: number, rateBps: number): number | null {
  if (!Number.isSafeInteger(amount) || amount <= 0 || !(rateBps >= 0)) return null;
  // floor(P × r / 12) ≤ P × r / 12, so P ≥ amount / (1 + r / 12): start there and step up. It is
  // also more than P × r / 12 − 1, so P is the start or the next number; a third step leaves room
  // for the float's rounding of the start.
  const scale = 12 * 10_000;
  let principal = Math.floor((amount * scale) / (scale + rateBps));
  // Stryker disable next-line EqualityOperator,ConditionalExpression,AssignmentOperator: the bound only ends the search early; past it P + its interest is above the amount
  for (let step = 0; step < 3; step += 1, principal += 1) {
    if (principal + monthlyInterestOf(principal, rateBps) === amount) return principal;
  }
  return null;
}

/** Each round's parts by its repaymentScheduleId, from every round of the investor's loans. */
export function lenderRounds(all: RepaymentSchedule[]): Map<number, LenderRound> {
  const lastRound = new Map<string, number>();
  for (const item of all) {
    const key = loanKey(item);
    lastRound.set(key, Math.max(lastRound.get(key) ?? 0, item.round));
  }
  const parts = new Map<number, LenderRound>();
  for (const item of all) {
    const isLast = item.round === lastRound.get(loanKey(item));
    const principal =
      isLast && item.interestRate !== null
        ? (principalOfLastRound(item.repaymentAmount, rateToBasisPoints(item.interestRate)) ?? 0)
        : 0;
    const interest = item.repaymentAmount - principal;
    const tax = withheldTax(interest + item.lateFee);
    parts.set(item.repaymentScheduleId, {
      principal,
      interest,
      tax,
      net: item.totalRepaymentAmount - tax,
    });
  }
  return parts;
}
