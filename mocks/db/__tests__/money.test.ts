/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import {
  ethOf,
  lateFeeOf,
  loanCondition,
  maxLoanAmount,
  monthlyInterestOf,
  progressString,
  valuate,
} from '@mocks/db/money';

describe('loan condition math', () => {
  it('computes monthly interest with floor in integers and total payment over the rounds', () => {
    expect(loanCondition(1_000_000, 12, 1200)).toEqual({
      loanType: '만기일시상환',
      loanPeriod: 12,
      loanAmount: 1_000_000,
      interestRate: 0.12,
      overdueRate: 0.05,
      monthlyInterest: 10_000,
      totalPayment: 1_120_000,
      repaymentCount: 12,
    });
    expect(monthlyInterestOf(1_234_567, 1100)).toBe(11_316); // 11,316.86…
    expect(monthlyInterestOf(1_000_000, 700)).toBe(5_833); // 5,833.33…
    expect(loanCondition(1_000_000, 3, 700).totalPayment).toBe(1_017_499);
  });

  it('never lets a float decide: 29 % of 100 won a year is 2 won a month, not 2.41…', () => {
    // 100 × 0.29 = 28.999999999999996 in floats; integer math gives floor(29 / 12) = 2.
    expect(monthlyInterestOf(100, 2900)).toBe(2);
    expect(monthlyInterestOf(1_200, 2900)).toBe(29);
  });

  it('caps the loan at 70 % of the won valuation, in whole 10,000 won', () => {
    expect(maxLoanAmount(20_000_000)).toBe(14_000_000);
    expect(maxLoanAmount(13_260_000)).toBe(9_280_000);
  });

  it('charges late fees per day late: floor(amount × 0.05 × days / 365)', () => {
    expect(lateFeeOf(1_000_000, 0)).toBe(0);
    expect(lateFeeOf(1_000_000, 1)).toBe(136); // 136.98…
    expect(lateFeeOf(1_000_000, 10)).toBe(1_369);
    expect(lateFeeOf(1_000_000, 365)).toBe(50_000);
    expect(lateFeeOf(75_000, 12)).toBe(123);
  });

  it('writes progress as a truncated percent string', () => {
    expect(progressString(375, 1000)).toBe('37.5');
    expect(progressString(1, 3)).toBe('33.3');
    expect(progressString(0, 1000)).toBe('0');
    expect(progressString(1000, 1000)).toBe('100');
  });

  it('values a song deterministically, higher with credits, links and registration', () => {
    const song = {
      title: '곡',
      singers: ['가'],
      composers: ['나'],
      lyricists: ['다'],
      streamingUrls: ['https://a'],
      isRegistered: false,
    };
    const base = valuate(song);
    expect(valuate(song)).toEqual(base);
    expect(base.wonPrice % 10_000).toBe(0);
    expect(valuate({ ...song, singers: ['가', '라'] }).wonPrice).toBe(base.wonPrice + 1_500_000);
    expect(valuate({ ...song, streamingUrls: ['https://a', 'https://b'] }).wonPrice).toBe(
      base.wonPrice + 4_000_000,
    );
    expect(valuate({ ...song, isRegistered: true }).wonPrice).toBe(base.wonPrice + 10_000_000);
    expect(base.ethPrice).toBe(ethOf(base.wonPrice));
    expect(ethOf(4_500_000)).toBe(1);
  });
});
