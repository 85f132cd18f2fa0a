/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import {
  addDays,
  addMonthsClamped,
  addMonthsToInstant,
  daysBetween,
  dayNumber,
  daysInMonth,
  isLeapYear,
  kstDate,
  parseDate,
  todayKst,
} from '@/shared/lib/dates';

describe('calendar-day math (Korea, UTC+9)', () => {
  it('keeps a Jan 31 start on the month end: Feb 28, Mar 31, Apr 30', () => {
    expect([1, 2, 3].map((k) => addMonthsClamped('2025-01-31', k))).toEqual([
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
    ]);
  });

  it('gives Feb 29 in a leap year and counts from the original start, not the previous round', () => {
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2024-01-30', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2024-01-29', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2023-01-29', 1)).toBe('2023-02-28');
    expect(addMonthsClamped('2024-01-31', 3)).toBe('2024-04-30');
    expect(addMonthsClamped('2024-08-31', 6)).toBe('2025-02-28');
  });

  it('keeps ordinary days and rolls over the year', () => {
    expect(addMonthsClamped('2025-11-15', 2)).toBe('2026-01-15');
    expect(addMonthsClamped('2025-12-31', 12)).toBe('2026-12-31');
    expect(addMonthsClamped('2025-03-31', -1)).toBe('2025-02-28');
  });

  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('reads the Korean date of an instant whatever the host timezone', () => {
    expect(todayKst(new Date('2025-03-31T14:59:59Z'))).toBe('2025-03-31');
    expect(todayKst(new Date('2025-03-31T15:00:00Z'))).toBe('2025-04-01');
    expect(kstDate(new Date('2024-12-31T15:00:00Z'))).toEqual({ year: 2025, month: 1, day: 1 });
  });

  it('counts whole days between calendar dates, across leap days', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9);
    expect(daysBetween({ year: 2024, month: 2, day: 28 }, '2024-03-01')).toBe(2);
    expect(dayNumber({ year: 1970, month: 1, day: 2 })).toBe(1);
  });

  it('adds days across a month, a leap day and a year', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-15', 0)).toBe('2026-03-15');
  });

  it('reads only a date written YYYY-MM-DD', () => {
    expect(parseDate('2026-03-15')).toEqual({ year: 2026, month: 3, day: 15 });
    for (const text of ['2026-3-15', 'x2026-03-15', '2026-03-15x', '2026-03-15T00:00:00Z']) {
      expect(() => parseDate(text)).toThrow(`not a calendar date: ${text}`);
    }
  });

  it('adds a month to an instant at the same Korean wall-clock time, clamped at month end', () => {
    // 2025-01-31 12:00 KST → 2025-02-28 12:00 KST
    expect(addMonthsToInstant(new Date('2025-01-31T03:00:00Z'), 1).toISOString()).toBe(
      '2025-02-28T03:00:00.000Z',
    );
    // 2025-01-31 23:30 KST (14:30Z) stays on the Korean 28th, not the UTC one.
    expect(addMonthsToInstant(new Date('2025-01-31T14:30:00Z'), 1).toISOString()).toBe(
      '2025-02-28T14:30:00.000Z',
    );
  });
});
