import { floorWon, formatDecimal } from '@/shared/lib/format';

/** Spec §9: the largest amount the input accepts. */
export const MAX_INVEST_INPUT = 100_000_000;
/** Spec §9: the interest ratio used until the server's arrives. */
export const DEFAULT_INTEREST_RATIO = 0.01;

/**
 * What the amount input keeps of what was typed: digits only, clamped to 0..100,000,000.
 * null when nothing is left (an empty field).
 */
export function parseAmountInput(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  // Past nine digits the value is over the cap anyway; this also keeps Number() exact.
  if (digits.replace(/^0+/, '').length > 9) return MAX_INVEST_INPUT;
  return Math.min(MAX_INVEST_INPUT, Number(digits));
}

/** floor(amount × interest ratio) in whole won, immune to float noise. */
export const expectedMonthlyInterest = (amount: number, interestRatio: number) =>
  floorWon(amount * interestRatio);

/** The investor's share of the loan in percent, two decimals: amount × share ratio. */
export const sharePercentText = (amount: number, shareRatio: number) =>
  `${formatDecimal(amount * shareRatio, 2)}%`;
