import { kstDate, formatDate as calendarText, todayKst } from '@/shared/lib/dates';

/**
 * The Korean calendar day ("2026-11-21") a repayment falls on. The wire sends either a calendar
 * date, taken as is, or an instant, read in Korea time; anything unreadable gives null.
 */
export function repaymentDay(repaymentDate: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(repaymentDate)) return repaymentDate;
  const instant = new Date(repaymentDate);
  return Number.isNaN(instant.getTime()) ? null : calendarText(kstDate(instant));
}

/** Spec §4: a schedule dated before today (Korea) is overdue. Same-format dates sort as text. */
export function isPastDue(repaymentDate: string, now: Date): boolean {
  const day = repaymentDay(repaymentDate);
  return (
    // Stryker disable next-line ConditionalExpression: null is never less than a day's text either (it compares as NaN)
    day !== null && day < todayKst(now)
  );
}

/** "2026-11" for the month a repayment falls in, or null when the date is unreadable. */
export function repaymentMonth(repaymentDate: string): string | null {
  return repaymentDay(repaymentDate)?.slice(0, 7) ?? null;
}
