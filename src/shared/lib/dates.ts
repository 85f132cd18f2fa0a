/**
 * Calendar-day math for Korean users. Every "day" is a calendar date in Korea Standard Time
 * (UTC+9, no daylight saving), whatever the machine's timezone: an instant is shifted by nine
 * hours and read with UTC getters, so the host TZ never decides a date. Calendar dates travel as
 * "YYYY-MM-DD" and are compared as whole day numbers.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const formatDate = ({ year, month, day }: CalendarDate) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

export function parseDate(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a calendar date: ${text}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The Korean calendar date of an instant. */
export function kstDate(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + KST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

export const todayKst = (now: Date) => formatDate(kstDate(now));

export const isLeapYear = (year: number) =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whole days since 1970-01-01 for a calendar date (no timezone involved). */
export function dayNumber(date: CalendarDate | string): number {
  const d = typeof date === 'string' ? parseDate(date) : date;
  return Math.round(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS);
}

/** b − a in calendar days. */
export const daysBetween = (a: CalendarDate | string, b: CalendarDate | string) =>
  dayNumber(b) - dayNumber(a);

export function addDays(date: CalendarDate | string, days: number): string {
  const shifted = new Date((dayNumber(date) + days) * DAY_MS);
  return formatDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/**
 * The same day `months` later; when that month is shorter (a start on the 29th-31st) it is the
 * month's last day. Always counted from the original start, so Jan 31 → Feb 28/29, Mar 31, Apr 30.
 */
export function addMonthsClamped(start: CalendarDate | string, months: number): string {
  const s = typeof start === 'string' ? parseDate(start) : start;
  const index = s.year * 12 + (s.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatDate({ year, month, day: Math.min(s.day, daysInMonth(year, month)) });
}

/** An instant `months` calendar months later, same Korean wall-clock time, month-end clamped. */
export function addMonthsToInstant(instant: Date, months: number): Date {
  const local = instant.getTime() + KST_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const target = addMonthsClamped(kstDate(instant), months);
  return new Date(dayNumber(target) * DAY_MS + (local - dayStart) - KST_OFFSET_MS);
}
