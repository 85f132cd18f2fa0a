import { numberToHangulMixed } from 'es-hangul';

/**
 * An amount of won read back in Korean units, as Korean banks show it under an amount field:
 * 3000000 → "300만 원", 125000000 → "1억 2,500만 원", 5000 → "5,000 원". An extra zero is the
 * commonest slip with money; the units make it plain. Its own module, off the first screen's path.
 */
export const wonInWords = (won: number) => `${numberToHangulMixed(won, { spacing: true })} 원`;
