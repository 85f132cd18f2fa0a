import type { RepaymentSchedule } from '@/shared/api/wire/schemas';
import { repaymentMonth } from './schedule-dates';

export interface MonthTotal {
  /** "2026-11" */
  month: string;
  /** Whole won: what falls due (borrower) or comes in (lender) that month, late fees included. */
  amount: number;
  /** Some of it is already past due. */
  hasOverdue: boolean;
}

/**
 * Groups schedules by the calendar month of their repayment date, oldest month first. Amounts are
 * integer won summed as integers, so no float decides a figure.
 */
export function monthlyTotals(
  upcoming: RepaymentSchedule[],
  overdue: RepaymentSchedule[],
): MonthTotal[] {
  const byMonth = new Map<string, MonthTotal>();
  const add = (schedule: RepaymentSchedule, isOverdue: boolean) => {
    const month = repaymentMonth(schedule.repaymentDate);
    if (month === null) return;
    const entry = byMonth.get(month) ?? { month, amount: 0, hasOverdue: false };
    entry.amount += schedule.totalRepaymentAmount;
    entry.hasOverdue ||= isOverdue;
    byMonth.set(month, entry);
  };
  overdue.forEach((schedule) => add(schedule, true));
  upcoming.forEach((schedule) => add(schedule, false));
  // "YYYY-MM" keys sort as plain strings; localeCompare would start ICU's collator for nothing.
  return [...byMonth.keys()].sort().map((month) => byMonth.get(month) as MonthTotal);
}

/** "2026-11" → "2026년 11월". */
export function monthLabel(month: string): string {
  const [year, mm] = month.split('-');
  return `${year}년 ${Number(mm)}월`;
}
