/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import {
  addQuickAmount,
  expectedMonthlyInterest,
  quickAmountLimit,
  parseAmountInput,
  sharePercentText,
} from '@/features/invest/invest-math';
import { MAX_INVESTMENT } from '@/shared/lending/rules';

describe('parseAmountInput', () => {
  it.each([
    ['', null],
    ['abc', null],
    ['12,345', 12_345],
    ['1a2b3', 123],
    ['-500', 500],
    ['1.5', 15],
    ['007', 7],
    ['0', 0],
    ['100000000', 100_000_000],
    ['100000001', MAX_INVESTMENT],
    ['99999999999999999999999', MAX_INVESTMENT],
    ['0000000000001', 1],
  ])('%j → %p', (text, amount) => {
    expect(parseAmountInput(text)).toBe(amount);
  });
});

describe('expectedMonthlyInterest', () => {
  it.each([
    // 1200 × 0.57/12 = 56.99999999999999 in floats: still exactly 57 won.
    [1200, 0.57 / 12, 57],
    [1200, 0.29 / 12, 29],
    [700_000, 0.11 / 12, 6416],
    [1_000_000, 0.01, 10_000],
    [999, 0.01, 9],
    [0, 0.01, 0],
  ])('%i won at ratio %f → %i won', (amount, ratio, interest) => {
    expect(expectedMonthlyInterest(amount, ratio)).toBe(interest);
  });
});

describe('sharePercentText', () => {
  it.each([
    [700_000, 100 / 7_000_000, '10%'],
    [1_000_000, 100 / 3_000_000, '33.33%'],
    [2_000_000, 100 / 3_000_000, '66.67%'],
    [10_000, 100 / 11_400_000, '0.09%'],
    [0, 100 / 7_000_000, '0%'],
  ])('%i won at ratio %f → %s', (amount, ratio, text) => {
    expect(sharePercentText(amount, ratio)).toBe(text);
  });
});

describe('quick amounts', () => {
  it.each([
    ['the server maximum is least', 2_000_000, 7_000_000, 2_000_000],
    ['what the loan still needs is least', 100_000_000, 7_000_000, 7_000_000],
    ['the per-investment cap is least', 300_000_000, 500_000_000, 100_000_000],
    ['nothing is left to invest', 0, 0, 0],
    ['a server sends a negative maximum', -5, 7_000_000, 0],
  ])('the limit when %s', (_case, serverMaximum, remaining, limit) => {
    expect(quickAmountLimit(serverMaximum, remaining)).toBe(limit);
  });

  it.each([
    [null, 10_000, 7_000_000, 10_000],
    [1_110_000, 1_000_000, 7_000_000, 2_110_000],
    [6_990_001, 10_000, 7_000_000, 7_000_000],
    [7_000_000, 10_000, 7_000_000, 7_000_000],
  ])('%p plus %i within %i is %i', (amount, step, limit, result) => {
    expect(addQuickAmount(amount, step, limit)).toBe(result);
  });
});
