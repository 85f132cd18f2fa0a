/**
 * Tax withheld from the interest an individual investor receives (이자소득 원천징수), the rule
 * Korean P2P platforms apply to each payment:
 * - national interest income tax 14 % of the interest, then local income tax 10 % of that tax
 *   (1.4 % of the interest): 15.4 % in all (INTEREST_INCOME_TAX);
 * - each of the two is rounded down to 10 won (국고금 단수 절사), per payment.
 * Rates are basis points so that no float decides a won.
 */
export const INTEREST_INCOME_TAX = {
  /** 이자소득세: 14 % of the interest. */
  nationalBps: 1_400,
  /** 지방소득세: 10 % of the national tax (1.4 % of the interest). */
  localOfNationalBps: 1_000,
  /** The whole rate, for the words on screen: 15.4 %. */
  totalPercentText: '15.4%',
} as const;

const floorTo10 = (won: number) => Math.floor(won / 10) * 10;

/** The tax withheld from one interest payment of `interest` whole won. */
export function withheldTax(interest: number): number {
  // Stryker disable next-line EqualityOperator: no interest is taxed 0 by the arithmetic below as well
  if (!Number.isSafeInteger(interest) || interest <= 0) return 0;
  const national = floorTo10(Math.floor((interest * INTEREST_INCOME_TAX.nationalBps) / 10_000));
  const local = floorTo10(Math.floor((national * INTEREST_INCOME_TAX.localOfNationalBps) / 10_000));
  return national + local;
}

/** What the investor keeps of one interest payment. */
export const afterTax = (interest: number) => interest - withheldTax(interest);
