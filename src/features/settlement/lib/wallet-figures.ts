import type { ConfirmedContracts, MyNftItem, RepaymentSchedule } from '@/shared/api/wire/schemas';
import { isNftStatus, type NftStatus } from '@/shared/api/wire/enums';
import { lenderRounds, type LenderRound } from '@/shared/lending/lender-rounds';
import { repaymentDay } from './schedule-dates';

/**
 * 내 지갑's figures, from the confirmed contracts' answers (row 18) and the my-lists (rows 2, 3)
 * alone: sums of whole won, never a rule of our own beyond the one tax rule.
 */
export interface NextPayment {
  /** The Korean calendar day of the soonest round(s). */
  day: string;
  /** Every round on that day, summed (after tax for an investor). */
  amount: number;
  rounds: number;
}

export interface Overdue {
  rounds: number;
  /** What is past due, late fees included. */
  amount: number;
}

const rounds = (answer: ConfirmedContracts) => answer.repaymentSchedules.repaymentScheduleList;

const sum = (items: RepaymentSchedule[], amount: (item: RepaymentSchedule) => number) =>
  items.reduce((total, item) => total + amount(item), 0);

/** The soonest day among the rounds and what falls on it; null when there is none readable. */
function nextOf(
  items: RepaymentSchedule[],
  amount: (item: RepaymentSchedule) => number,
): NextPayment | null {
  let next: NextPayment | null = null;
  for (const item of items) {
    const day = repaymentDay(item.repaymentDate);
    if (day === null) continue;
    if (next === null || day < next.day) next = { day, amount: 0, rounds: 0 };
    if (day === next.day) {
      next.amount += amount(item);
      next.rounds += 1;
    }
  }
  return next;
}

const overdueOf = (items: RepaymentSchedule[]): Overdue => ({
  rounds: items.length,
  amount: sum(items, (item) => item.totalRepaymentAmount),
});

export interface LenderFigures {
  /** What the investor has in running loans (totalAmount). */
  lent: number;
  loans: number;
  /** The next money in, after the interest income tax. */
  next: NextPayment | null;
  overdue: Overdue;
}

export function lenderFigures(
  upcoming: ConfirmedContracts,
  overdue: ConfirmedContracts,
  repaid: ConfirmedContracts,
): LenderFigures {
  const parts = lenderRounds([...rounds(upcoming), ...rounds(overdue), ...rounds(repaid)]);
  return {
    lent: upcoming.totalAmount,
    loans: upcoming.totalContracts,
    next: nextOf(
      rounds(upcoming),
      // Every upcoming round is among those split.
      (item) => (parts.get(item.repaymentScheduleId) as LenderRound).net,
    ),
    overdue: overdueOf(rounds(overdue)),
  };
}

export interface BorrowerFigures {
  /** What was borrowed in running loans (totalAmount). */
  borrowed: number;
  loans: number;
  /** Everything still to pay: every round not repaid, late fees included. */
  owed: number;
  next: NextPayment | null;
  overdue: Overdue;
}

export function borrowerFigures(
  upcoming: ConfirmedContracts,
  overdue: ConfirmedContracts,
): BorrowerFigures {
  const total = (item: RepaymentSchedule) => item.totalRepaymentAmount;
  return {
    borrowed: upcoming.totalAmount,
    loans: upcoming.totalContracts,
    owed: sum(rounds(upcoming), total) + sum(rounds(overdue), total),
    next: nextOf(rounds(upcoming), total),
    overdue: overdueOf(rounds(overdue)),
  };
}

export type NftCounts = Record<NftStatus | 'other', number> & { all: number };

/** How many NFTs are in each status; a status this app does not know counts as 'other'. */
export function nftCounts(items: MyNftItem[]): NftCounts {
  const counts: NftCounts = { REGISTERED: 0, INVESTING: 0, COMPLETED: 0, other: 0, all: 0 };
  for (const item of items) {
    const status: string = item.status;
    counts[isNftStatus(status) ? status : 'other'] += 1;
    counts.all += 1;
  }
  return counts;
}
