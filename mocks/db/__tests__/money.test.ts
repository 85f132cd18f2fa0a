/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { ethOf, loanCondition, progressString, valuate } from '@mocks/db/money';

describe('the wire shapes of the lending figures (arithmetic: src/shared/lending)', () => {
  it('states a loan condition with floored monthly interest and the total over the rounds', () => {
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
    expect(loanCondition(1_000_000, 3, 700).totalPayment).toBe(1_017_499);
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
