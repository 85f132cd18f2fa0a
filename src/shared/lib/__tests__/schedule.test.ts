/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { bpsToRate, lateFeeOf, loanCondition } from '@mocks/db/money';
import { buildRepaymentSchedule } from '@/shared/lib/schedule';

const base = { amount: 1_000_000, interestRate: 0.1, overdueRate: 0.05 };
const datesOf = (startDate: string, count: number) =>
  buildRepaymentSchedule({ ...base, count, startDate }).rounds.map((row) => row.date);

describe('buildRepaymentSchedule', () => {
  it('charges monthly interest every round and the principal with the last one', () => {
    const schedule = buildRepaymentSchedule({ ...base, count: 3, startDate: '2026-03-10' });

    expect(schedule.rounds).toEqual([
      {
        round: 1,
        date: '2026-04-10',
        interest: 8_333,
        principal: 0,
        amount: 8_333,
        oneDayLateFee: 1,
      },
      {
        round: 2,
        date: '2026-05-10',
        interest: 8_333,
        principal: 0,
        amount: 8_333,
        oneDayLateFee: 1,
      },
      {
        round: 3,
        date: '2026-06-10',
        interest: 8_333,
        principal: 1_000_000,
        amount: 1_008_333,
        // floor(1,008,333 × 500 × 1 / (10,000 × 365)) = floor(138.12…)
        oneDayLateFee: 138,
      },
    ]);
    expect(schedule).toMatchObject({
      totalInterest: 24_999,
      totalPrincipal: 1_000_000,
      totalPayment: 1_024_999,
    });
  });

  it('a start on Jan 31 falls on the last day of shorter months and returns to the 31st', () => {
    expect(datesOf('2026-01-31', 5)).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
  });

  it('a start on Jan 31 of a leap year falls on Feb 29', () => {
    expect(datesOf('2028-01-31', 2)).toEqual(['2028-02-29', '2028-03-31']);
  });

  it('starts on the 29th and 30th keep their day except in February', () => {
    expect(datesOf('2026-01-29', 3)).toEqual(['2026-02-28', '2026-03-29', '2026-04-29']);
    expect(datesOf('2026-01-30', 3)).toEqual(['2026-02-28', '2026-03-30', '2026-04-30']);
    expect(datesOf('2027-12-30', 3)).toEqual(['2028-01-30', '2028-02-29', '2028-03-30']);
  });

  it('a 12-round loan from Aug 31 crosses the year with month-end dates', () => {
    expect(datesOf('2026-08-31', 12)).toEqual([
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
    ]);
  });

  it('a single round repays interest and principal together', () => {
    const { rounds, totalPayment } = buildRepaymentSchedule({
      ...base,
      count: 1,
      startDate: '2026-11-22',
    });
    expect(rounds).toEqual([
      expect.objectContaining({ round: 1, principal: 1_000_000, amount: 1_008_333 }),
    ]);
    expect(totalPayment).toBe(1_008_333);
  });

  it.each([
    [10_000, 1000, 12],
    [1_000_000, 1000, 6],
    [1_230_000, 1300, 7],
    [9_990_000, 2900, 12],
    [17_500_000, 575, 11],
    [3_330_000, 1150, 1],
  ])(
    'totals and late fees match the server for %i won at %i bps over %i rounds',
    (amount, bps, count) => {
      const server = loanCondition(amount, count, bps);
      const schedule = buildRepaymentSchedule({
        amount,
        interestRate: server.interestRate,
        overdueRate: server.overdueRate,
        count,
        startDate: '2026-11-22',
      });

      expect(schedule.totalPayment).toBe(server.totalPayment);
      expect(schedule.totalInterest).toBe(server.monthlyInterest * count);
      expect(schedule.rounds.every((row) => row.interest === server.monthlyInterest)).toBe(true);
      expect(schedule.rounds.map((row) => row.oneDayLateFee)).toEqual(
        schedule.rounds.map((row) => lateFeeOf(row.amount, 1)),
      );
      expect(schedule.rounds.every((row) => Number.isInteger(row.amount))).toBe(true);
      expect(bpsToRate(bps)).toBe(server.interestRate);
    },
  );
});
