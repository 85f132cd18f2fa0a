/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import {
  investorRoundOf,
  lateFeeOf,
  maximumInvestmentOf,
  maxLoanAmountOf,
  minimumInvestmentOf,
  monthlyInterestOf,
  progressPercentOf,
  proportionalShareOf,
  roundAmountOf,
  totalPaymentOf,
} from '@/shared/lending/money';

// The api-contract's lending rules, worked by hand. The screens and the demo backend both use
// these functions, so a figure here is the figure on the borrower's table, the investor's
// promise and the server's answer.
describe('monthly interest = floor(amount × rate / 12); total = amount + interest × rounds', () => {
  it.each([
    // amount, rate bps, rounds, monthly interest, total payment
    [1_000_000, 1_200, 12, 10_000, 1_120_000],
    [1_000_000, 1_000, 3, 8_333, 1_024_999], // 8,333.33…
    [1_234_567, 1_100, 6, 11_316, 1_302_463], // 11,316.86…
    [1_000_000, 700, 3, 5_833, 1_017_499], // 5,833.33…
    [7_000_000, 1_100, 6, 64_166, 7_384_996], // 64,166.66…
    [10_000, 1_000, 12, 83, 10_996], // 83.33…
    [100, 2_900, 1, 2, 102], // 100 × 0.29 = 28.999999999999996 in floats; floor(29 / 12) = 2
    [1_200, 2_900, 1, 29, 1_229],
    [17_500_000, 575, 11, 83_854, 18_422_394], // 83,854.16…
  ])(
    '%i won at %i bps over %i rounds: %i a month, %i in all',
    (amount, bps, count, interest, total) => {
      expect(monthlyInterestOf(amount, bps)).toBe(interest);
      expect(totalPaymentOf(amount, bps, count)).toBe(total);
    },
  );

  it('asks for the interest each round and the principal with the last', () => {
    expect([1, 2, 3].map((round) => roundAmountOf(1_000_000, 1_000, round, 3))).toEqual([
      8_333, 8_333, 1_008_333,
    ]);
  });
});

describe('late fee = floor(amount due × 5 % × days late / 365)', () => {
  it.each([
    [1_000_000, 0, 0],
    [1_000_000, -3, 0], // not late yet
    [1_000_000, 1, 136], // 136.98…
    [1_000_000, 10, 1_369],
    [1_000_000, 365, 50_000],
    [75_000, 12, 123],
    [1_008_333, 1, 138],
  ])('%i won, %i days late: %i', (due, days, fee) => {
    expect(lateFeeOf(due, days)).toBe(fee);
  });

  it('takes another overdue rate in basis points', () => {
    expect(lateFeeOf(1_000_000, 365, 1_000)).toBe(100_000);
  });
});

describe('limits', () => {
  it.each([
    [20_000_000, 14_000_000],
    [13_260_000, 9_280_000], // 9,282,000 → down to the 10,000 step
    [14_299, 10_000],
    [14_285, 0],
  ])('a copyright valued %i won lends at most %i (70 %, 10,000-won steps)', (price, max) => {
    expect(maxLoanAmountOf(price)).toBe(max);
  });

  it('an investment is 10,000 to 100,000,000 won, or exactly what is left when less', () => {
    expect(minimumInvestmentOf(5_000_000)).toBe(10_000);
    expect(minimumInvestmentOf(3_000)).toBe(3_000);
    expect(maximumInvestmentOf(500_000_000)).toBe(100_000_000);
    expect(maximumInvestmentOf(3_000)).toBe(3_000);
  });

  it.each([
    [375, 1_000, 37.5],
    [1, 3, 33.3], // truncated, not rounded
    [2, 3, 66.6],
    [0, 1_000, 0],
    [1_000, 1_000, 100],
    [5, 0, 0], // no loan amount: nothing funded, not a division by zero
  ])('%i of %i won funded is %d %%', (invested, loan, percent) => {
    expect(progressPercentOf(invested, loan)).toBe(percent);
  });
});

describe("an investor's round", () => {
  it('is the round rule on what they put in: the promise the invest screen made', () => {
    // 700,000 of a 7,000,000 loan at 11 %: floor(700,000 × 11 % / 12) = 6,416.
    expect(investorRoundOf({ lateFee: 0 }, 700_000, 7_000_000, 1_100, 1, 6)).toEqual({
      amount: 6_416,
      lateFee: 0,
    });
    expect(investorRoundOf({ lateFee: 0 }, 700_000, 7_000_000, 1_100, 6, 6).amount).toBe(706_416);
  });

  it("is not a share of the borrower's floored interest, which would shave a won", () => {
    // 300,000 of 1,000,000 at 10 %: floor(300,000 × 10 % / 12) = 2,500, as promised; a share of
    // the borrower's floor(8,333.3…) = 8,333 would be floor(2,499.9) = 2,499.
    expect(investorRoundOf({ lateFee: 0 }, 300_000, 1_000_000, 1_000, 1, 3).amount).toBe(2_500);
    expect(proportionalShareOf(monthlyInterestOf(1_000_000, 1_000), 300_000, 1_000_000)).toBe(
      2_499,
    );
  });

  it('is nothing of a loan of nothing', () => {
    expect(proportionalShareOf(10_000, 300_000, 0)).toBe(0);
  });

  it('gets their share of a late fee the borrower paid, never more in all than was paid', () => {
    const fee = 1_369;
    const parts = [300_000, 300_000, 400_000].map(
      (invested) => investorRoundOf({ lateFee: fee }, invested, 1_000_000, 1_000, 1, 3).lateFee,
    );
    expect(parts).toEqual([410, 410, 547]);
    expect(parts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(fee);
  });
});
