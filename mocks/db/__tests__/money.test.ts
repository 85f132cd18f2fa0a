/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { ethOf, interestRateBps, loanCondition, progressString, valuate } from '@mocks/db/money';

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

  const spring = {
    title: '봄날의 기억',
    singers: ['가수 A'],
    composers: ['작곡가 B'],
    lyricists: ['작사가 C'],
    streamingUrls: ['https://music.example/a'],
    isRegistered: false,
  };

  it('gives a song the same value in every version of the demo', () => {
    // 5,000,000 + 3 people × 1,500,000 + 1 link × 4,000,000 + 1,480,000 from the title.
    expect(valuate(spring)).toEqual({ wonPrice: 14_980_000, ethPrice: 3.3289 });
    expect(
      valuate({ ...spring, singers: [], composers: [], lyricists: [], streamingUrls: [] }).wonPrice,
    ).toBe(6_480_000);
  });

  it('reads a title and its credits however they are spaced or cased', () => {
    const value = valuate(spring).wonPrice;
    expect(valuate({ ...spring, title: '  봄날의 기억 ' }).wonPrice).toBe(value);
    expect(valuate({ ...spring, title: 'Spring' }).wonPrice).toBe(
      valuate({ ...spring, title: 'SPRING' }).wonPrice,
    );
    // One person credited twice, once with spaces, counts once; a blank credit not at all.
    expect(valuate({ ...spring, lyricists: [' 가수 A ', ' '] }).wonPrice).toBe(value - 1_500_000);
    expect(valuate({ ...spring, streamingUrls: [' https://music.example/a', ''] }).wonPrice).toBe(
      value,
    );
  });

  it('counts at most eight people and five links', () => {
    const many = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    const base = { ...spring, composers: [], lyricists: [] };
    expect(valuate({ ...base, singers: many(9, 's') }).wonPrice).toBe(
      valuate({ ...base, singers: many(8, 's') }).wonPrice,
    );
    expect(valuate({ ...base, streamingUrls: many(6, 'l') }).wonPrice).toBe(
      valuate({ ...base, streamingUrls: many(5, 'l') }).wonPrice,
    );
    expect(valuate({ ...base, singers: many(8, 's') }).wonPrice).toBe(
      valuate({ ...base, singers: many(7, 's') }).wonPrice + 1_500_000,
    );
  });

  it('sets a rate from 8 % to 14 % by title, 1 %p lower for a registered song', () => {
    expect(interestRateBps('봄날의 기억', false)).toBe(1_100);
    expect(interestRateBps('봄날의 기억', true)).toBe(1_000);
    const rates = new Set(Array.from({ length: 200 }, (_, i) => interestRateBps(`곡 ${i}`, false)));
    expect([...rates].sort((a, b) => a - b)).toEqual([800, 900, 1_000, 1_100, 1_200, 1_300, 1_400]);
  });
});
