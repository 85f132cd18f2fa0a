import { MAX_INVESTMENT } from '@/shared/lending/rules';
import { floorWon, formatDecimal } from '@/shared/lib/format';

/**
 * What the amount input keeps of what was typed: digits only, clamped to 0..100,000,000.
 * null when nothing is left (an empty field).
 */
export function parseAmountInput(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  // Any number past the cap is the cap, however many digits it has (Infinity included).
  return Math.min(MAX_INVESTMENT, Number(digits));
}

/** floor(amount × interest ratio) in whole won, immune to float noise. */
export const expectedMonthlyInterest = (amount: number, interestRatio: number) =>
  floorWon(amount * interestRatio);

/** The investor's share of the loan in percent, two decimals: amount × share ratio. */
export const sharePercentText = (amount: number, shareRatio: number) =>
  `${formatDecimal(amount * shareRatio, 2)}%`;

/** The quick amounts under the investment field, as Korean platforms offer them. */
export const QUICK_AMOUNTS = [
  { label: '+1만', won: 10_000 },
  { label: '+10만', won: 100_000 },
  { label: '+100만', won: 1_000_000 },
] as const;

/**
 * The most a quick amount may fill: the server's maximum for this investor, the per-investment cap
 * (spec §5) and what the loan still needs, whichever is least.
 */
export const quickAmountLimit = (serverMaximum: number, remaining: number) =>
  Math.max(0, Math.min(MAX_INVESTMENT, serverMaximum, remaining));

/** A quick amount added to what the field holds, never past the limit. */
export const addQuickAmount = (amount: number | null, step: number, limit: number) =>
  Math.min(limit, (amount ?? 0) + step);
