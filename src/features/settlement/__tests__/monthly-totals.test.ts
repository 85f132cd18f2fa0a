/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { schedule } from '@/shared/api/__tests__/fixtures';
import type { RepaymentSchedule } from '@/shared/api/wire/schemas';
import { monthLabel, monthlyTotals } from '@/features/settlement/lib/monthly-totals';
import { isPastDue, repaymentDay, repaymentMonth } from '@/features/settlement/lib/schedule-dates';

// The day a round falls due in Korea, whether it is overdue, and the monthly outlook's sums.

const round = (repaymentDate: string, totalRepaymentAmount: number) =>
  schedule({ repaymentDate, repaymentAmount: totalRepaymentAmount });

describe('the day a round falls due', () => {
  it.each([
    ['2026-03-15', '2026-03-15'],
    // 15:00 UTC is midnight in Korea: the next day there.
    ['2026-03-14T15:00:00Z', '2026-03-15'],
    ['2026-03-14T14:59:59Z', '2026-03-14'],
    ['2026-03-15T08:00:00+09:00', '2026-03-15'],
    // A calendar date is taken as the server wrote it: an engine would read this one as 2 March.
    ['2026-02-30', '2026-02-30'],
    ['x2026-03-15', null],
    ['2026-03-15x', null],
    ['다음 달', null],
    ['', null],
  ])('%j is %j', (sent, day) => {
    expect(repaymentDay(sent)).toBe(day);
    expect(repaymentMonth(sent)).toBe(day?.slice(0, 7) ?? null);
  });

  it('is overdue from the day after, in Korea', () => {
    const now = new Date('2026-03-15T15:00:00Z'); // 16 March, 00:00 in Korea
    expect(isPastDue('2026-03-15', now)).toBe(true);
    expect(isPastDue('2026-03-16', now)).toBe(false);
    expect(isPastDue('2026-03-17', now)).toBe(false);
    expect(isPastDue('2026-03-15', new Date('2026-03-15T14:59:59Z'))).toBe(false);
    expect(isPastDue('알 수 없음', now)).toBe(false);
  });
});

describe('the monthly outlook', () => {
  it('sums each month in whole won, oldest month first, marking one with an overdue round', () => {
    const totals = monthlyTotals(
      [
        round('2026-05-15', 10_000),
        round('2026-04-15', 10_000),
        round('2026-04-30T15:30:00Z', 1_010_000), // 1 May in Korea
        round('언젠가', 99),
      ],
      [round('2026-04-01', 10_041), round('2026-03-15', 10_050)],
    );
    expect(totals).toEqual([
      { month: '2026-03', amount: 10_050, hasOverdue: true },
      { month: '2026-04', amount: 20_041, hasOverdue: true },
      { month: '2026-05', amount: 1_020_000, hasOverdue: false },
    ]);
  });

  it('keeps the same order whatever order the rounds came in', () => {
    const a = round('2026-01-15', 1);
    const b = round('2025-12-15', 2);
    const c = round('2026-02-15', 3);
    const order = (list: RepaymentSchedule[]) => monthlyTotals(list, []).map((t) => t.month);
    expect(order([a, b, c])).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(order([c, a, b])).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(order([b, c, a, a])).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('has nothing when no round has a readable date', () => {
    expect(monthlyTotals([round('', 1)], [])).toEqual([]);
  });

  it.each([
    ['2026-11', '2026년 11월'],
    ['2027-01', '2027년 1월'],
  ])('heads %s as %s', (month, label) => {
    expect(monthLabel(month)).toBe(label);
  });
});
