import { MAX_REPAYMENT_COUNT, MIN_REPAYMENT_COUNT } from '@/shared/lending/rules';

/** Longest digit string kept: beyond it a number is no longer an exact integer. */
const MAX_DIGITS = 15;

/**
 * What the amount field holds after a keystroke: digits only (separators and letters dropped),
 * never above the server's maximum. Null when the field is empty.
 */
export function amountFromInput(text: string, maximum: number): number | null {
  const digits = text.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (digits === '') return null;
  return Math.min(Number(digits), maximum);
}

/**
 * The amount raised to the server's minimum once the borrower is done typing (raising it on every
 * keystroke would turn the first digit into the minimum and make typing impossible). Zero and
 * empty stay as they are: they are "no amount yet", which keeps the next button disabled.
 */
export function clampAmount(amount: number | null, minimum: number, maximum: number) {
  if (
    // Stryker disable next-line ConditionalExpression: null compares as 0, which the next test sends back as it is
    amount === null ||
    amount <= 0
  ) {
    return amount;
  }
  return Math.max(minimum, Math.min(maximum, amount));
}

/**
 * The rounds field accepts only a whole number from 1 to 12; any other keystroke is ignored, so
 * it returns the previous value.
 */
export function roundsFromInput(text: string, previous: string): string {
  if (text === '') return '';
  if (!/^\d{1,2}$/.test(text)) return previous;
  const rounds = Number(text);
  return rounds >= MIN_REPAYMENT_COUNT && rounds <= MAX_REPAYMENT_COUNT ? String(rounds) : previous;
}
