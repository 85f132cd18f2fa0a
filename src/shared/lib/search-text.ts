/**
 * A search's text as it is compared: no spaces, lower case, composed Hangul. The search's matching
 * (features/home/search/match.ts) and "the same search typed again" (recent searches) agree on it.
 */
export const squeezed = (text: string): string =>
  text.normalize('NFC').replace(/\s+/g, '').toLowerCase();
