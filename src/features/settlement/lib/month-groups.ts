import type { RepaymentSchedule } from '@/shared/api/wire/schemas';
import { squeezed } from '@/shared/lib/search-text';
import { monthLabel } from './monthly-totals';
import { repaymentMonth } from './schedule-dates';

export type RepaymentOrder = 'asc' | 'desc';

export interface MonthStart {
  /** "2026-11", or "" for rounds without a readable date. */
  month: string;
  /** "2026년 11월", or "날짜 미상". */
  label: string;
  count: number;
  /** Whole won, summed as integers (late fees included). */
  total: number;
}

/** One round in the list; the first of its month carries its month's heading. */
export interface RepaymentRow {
  schedule: RepaymentSchedule;
  monthStart: MonthStart | null;
}

export interface RepaymentView {
  rows: RepaymentRow[];
  /** Each month's heading with the row it starts at, in the list's order. */
  months: Array<MonthStart & { index: number }>;
}

/** Oldest first; rounds of one day in the order they were made (by id), so the order is stable. */
function byDate(a: RepaymentSchedule, b: RepaymentSchedule): number {
  if (a.repaymentDate !== b.repaymentDate) {
    // Stryker disable next-line EqualityOperator: the two dates differ here, so < and <= agree
    return a.repaymentDate < b.repaymentDate ? -1 : 1;
  }
  return a.repaymentScheduleId - b.repaymentScheduleId;
}

/** Sorts by date either way, keeps what the song filter finds. */
function chosen(schedules: readonly RepaymentSchedule[], order: RepaymentOrder, song: string) {
  const wanted = squeezed(song);
  const found = (schedule: RepaymentSchedule) =>
    // Stryker disable next-line ConditionalExpression: every name holds the empty text; this only spares squeezing each name
    wanted === '' || squeezed(schedule.nftName).includes(wanted);
  return schedules.filter(found).sort(order === 'asc' ? byDate : (a, b) => byDate(b, a));
}

/**
 * A tab's rounds as a person finds one among thousands: filtered by song, in date order either
 * way, grouped by the month they fall due, each month headed by its count and total.
 */
export function repaymentView(
  schedules: readonly RepaymentSchedule[],
  order: RepaymentOrder,
  song: string,
): RepaymentView {
  const sorted = chosen(schedules, order, song);
  const rows: RepaymentRow[] = [];
  const months: RepaymentView['months'] = [];
  let current: (MonthStart & { index: number }) | null = null;
  for (const schedule of sorted) {
    const month = repaymentMonth(schedule.repaymentDate) ?? '';
    let monthStart: MonthStart | null = null;
    if (!current || current.month !== month) {
      current = {
        month,
        label: month ? monthLabel(month) : '날짜 미상',
        count: 0,
        total: 0,
        index: rows.length,
      };
      months.push(current);
      monthStart = current;
    }
    current.count += 1;
    current.total += schedule.totalRepaymentAmount;
    rows.push({ schedule, monthStart });
  }
  return { rows, months };
}
