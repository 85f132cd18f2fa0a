/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { buildRepaymentSchedule } from '@/shared/lending/schedule';

const base = { amount: 1_000_000, interestBps: 1_000, overdueBps: 500 };
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

  it('owes nothing over no rounds', () => {
    expect(buildRepaymentSchedule({ ...base, count: 0, startDate: '2026-11-22' })).toEqual({
      rounds: [],
      totalInterest: 0,
      totalPrincipal: 0,
      totalPayment: 0,
    });
  });
});
