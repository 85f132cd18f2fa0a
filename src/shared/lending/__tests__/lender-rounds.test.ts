/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { schedule } from '@/shared/api/__tests__/fixtures';
import type { RepaymentSchedule } from '@/shared/api/wire/schemas';
import { lenderRounds, principalOfLastRound } from '@/shared/lending/lender-rounds';
import { monthlyInterestOf, roundAmountOf } from '@/shared/lending/money';
import { withheldTax } from '@/shared/lending/interest-tax';

const round = (patch: Partial<RepaymentSchedule>) => schedule({ repaymentAmount: 0, ...patch });

describe('the principal inside a last round', () => {
  it.each([
    [1_000_000, 1_200],
    [10_000, 1_200],
    [12_377, 100],
    [987_654_321, 1_875],
    [500_000, 900],
    [35_000_000, 2_999],
  ])(
    '%i won at %i bps: the amount the lending rule made is read back exactly',
    (principal, bps) => {
      const amount = principal + monthlyInterestOf(principal, bps);
      expect(principalOfLastRound(amount, bps)).toBe(principal);
    },
  );

  it('is the one whole number that fits, for every principal in a range', () => {
    for (let principal = 10_000; principal < 12_000; principal += 1) {
      const amount = roundAmountOf(principal, 1_250, 6, 6);
      expect(principalOfLastRound(amount, 1_250)).toBe(principal);
    }
  });

  it('is null where no principal fits, or for what is not an amount', () => {
    // P + floor(P × 12 % / 12) skips every 101st whole number: 1,010,100 is reached by none.
    expect(principalOfLastRound(1_010_100, 1_200)).toBeNull();
    expect(principalOfLastRound(0, 1_200)).toBeNull();
    expect(principalOfLastRound(-5, 1_200)).toBeNull();
    expect(principalOfLastRound(1.5, 1_200)).toBeNull();
    expect(principalOfLastRound(10_000, Number.NaN)).toBeNull();
    expect(principalOfLastRound(10_000, -100)).toBeNull();
  });

  it('is the whole round for a loan without interest', () => {
    expect(principalOfLastRound(1_000_000, 0)).toBe(1_000_000);
  });
});

describe("an investor's rounds", () => {
  it('splits each loan by its last round, and withholds 15.4 % of the interest and late fee', () => {
    const parts = lenderRounds([
      round({ repaymentScheduleId: 1, round: 1, repaymentAmount: 10_000 }),
      round({
        repaymentScheduleId: 2,
        round: 2,
        repaymentAmount: 10_000,
        lateFee: 50,
        totalRepaymentAmount: 10_050,
      }),
      round({ repaymentScheduleId: 3, round: 3, repaymentAmount: 1_010_000 }),
      // Another loan, another song: its own last round.
      round({
        repaymentScheduleId: 11,
        nftName: '겨울',
        interestRate: 0.09,
        round: 1,
        repaymentAmount: 503_750,
      }),
    ]);
    expect(parts.get(1)).toEqual({ principal: 0, interest: 10_000, tax: 1_540, net: 8_460 });
    expect(parts.get(2)).toEqual({
      principal: 0,
      interest: 10_000,
      tax: withheldTax(10_050),
      net: 10_050 - withheldTax(10_050),
    });
    expect(parts.get(3)).toEqual({
      principal: 1_000_000,
      interest: 10_000,
      tax: 1_540,
      net: 1_008_460,
    });
    expect(parts.get(11)).toEqual({ principal: 500_000, interest: 3_750, tax: 570, net: 503_180 });
  });

  it('tells apart two loans on the same song by their rate', () => {
    // 12 % over two rounds, 9 % over three: each loan's last round holds its own principal.
    const parts = lenderRounds([
      round({ repaymentScheduleId: 1, round: 1, repaymentAmount: 10_000 }),
      round({ repaymentScheduleId: 2, round: 2, repaymentAmount: 1_010_000 }),
      round({ repaymentScheduleId: 3, round: 3, repaymentAmount: 503_750, interestRate: 0.09 }),
    ]);
    expect(parts.get(2)).toMatchObject({ principal: 1_000_000, interest: 10_000 });
    expect(parts.get(3)).toMatchObject({ principal: 500_000, interest: 3_750 });
  });

  it('takes a round whose rate was unreadable as all interest (it over-withholds, never under)', () => {
    const parts = lenderRounds([
      round({ repaymentScheduleId: 5, repaymentAmount: 1_010_000, interestRate: null }),
    ]);
    expect(parts.get(5)).toMatchObject({ principal: 0, interest: 1_010_000 });
  });
});
