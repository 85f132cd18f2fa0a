/**
 * Readers of wire values (architecture "Data from the server"). The spec names fields, not JSON
 * types, so a server that follows it may send `1.25` or `"1.25"`, `12` or `"12개월"`, `1250000`
 * or `"1,250,000"`. Each reader accepts every spelling a person would agree means the same value
 * and returns it in the one canonical form the app (and the demo backend) uses; anything else is
 * `null`, and the schema decides what `null` means for that field (a clear error for money, "—"
 * for a display-only field). Nothing here guesses: "12.5e3", "" and "1,25,000" are not sums.
 */

/** What a display-only text field shows when the server sent nothing usable. */
export const MISSING_TEXT = '—';

const trimmed = (raw: unknown): string | null => (typeof raw === 'string' ? raw.trim() : null);

/** Digits, optionally in correct groups of three ("1,250,000"), and nothing else. */
const GROUPED_DIGITS = /^(\d{1,3}(,\d{3})+|\d+)$/;
/** A plain decimal: digits, optionally grouped, and an optional fraction ("1,234.5"). */
const DECIMAL = /^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

const toSafeInteger = (digits: string): number | null => {
  const value = Number(digits.replace(/,/g, ''));
  return Number.isSafeInteger(value) ? value : null;
};

/**
 * Won: a whole, non-negative number of won. 1250000, "1250000", "1,250,000", "1,250,000원" and
 * "₩1,250,000" are all 1250000; 1.5, "12.5e3", "-1", "" and "abc" are not won.
 */
export function readWon(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
  const text = trimmed(raw)
    ?.replace(/^₩\s*/, '')
    .replace(/\s*원$/, '');
  return text !== undefined && GROUPED_DIGITS.test(text) ? toSafeInteger(text) : null;
}

/**
 * A count or a length in months: 12, "12", "12개월", "12 개월", "12회" are 12. Whole and
 * non-negative only.
 */
export function readCount(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
  const match = /^(\d+)\s*(개월|회|months?)?$/i.exec(trimmed(raw) ?? '');
  return match ? toSafeInteger(match[1]) : null;
}

/** A whole number that may be negative (days relative to today): -3, "-3", "+2". */
export function readSignedInteger(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : null;
  const match = /^([+-]?)(\d+)$/.exec(trimmed(raw) ?? '');
  if (!match) return null;
  const value = toSafeInteger(match[2]);
  return value === null ? null : match[1] === '-' ? -value : value;
}

/** A server id: a positive whole number, or its digits as a string ("108"). */
export function readId(raw: unknown): number | null {
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A non-negative decimal (ETH): 1.25 or "1.25" (or "1,234.5"); not "1e3", not "". */
export function readDecimal(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : null;
  const text = trimmed(raw);
  if (text === null || !DECIMAL.test(text)) return null;
  return Number(text.replace(/,/g, ''));
}

/**
 * Moves a plain decimal's point two places left as text, so "12.5" becomes the same double as
 * the literal 0.125 (12.5 / 100 would not be, for every value).
 */
function percentTextToFraction(text: string): number {
  const [whole, fraction = ''] = text.replace(/,/g, '').split('.');
  const padded = whole.padStart(3, '0');
  return Number(`${padded.slice(0, -2)}.${padded.slice(-2)}${fraction}`);
}

/**
 * A rate as a decimal fraction of a year (api-contract: 0.12 = 12 %): 0.12, "0.12", "12%" and
 * "12 %" are all 0.12. A bare number is taken as a fraction, as the contract says.
 */
export function readRate(raw: unknown): number | null {
  const text = trimmed(raw);
  const percent = text !== null ? /^(.+?)\s*%$/.exec(text) : null;
  if (percent) return DECIMAL.test(percent[1]) ? percentTextToFraction(percent[1]) : null;
  return readDecimal(raw);
}

/**
 * A progress percent in the contract's canonical form, a percent string ("37.5"): 37.5, "37.5"
 * and "37.5%" all read as "37.5".
 */
export function readPercentText(raw: unknown): string | null {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? String(raw) : null;
  const text = trimmed(raw)?.replace(/\s*%$/, '');
  if (text === undefined || !DECIMAL.test(text)) return null;
  return String(Number(text.replace(/,/g, '')));
}

/** A progress percent as a number (my-NFT items): 37.5, "37.5", "37.5%". */
export function readPercent(raw: unknown): number | null {
  const text = readPercentText(raw);
  return text === null ? null : Number(text);
}

/** Text a person reads: a non-blank string (a number is its digits, a title may be "1989"). */
export function readText(raw: unknown): string | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  const text = trimmed(raw);
  return text ? text : null;
}

/** "a, b," → ["a", "b"]: a list may arrive as one comma-separated string. */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/**
 * A list of names or links: an array of texts, or one comma-separated string. Blank entries are
 * dropped; an array holding something that is not text is not a list of names.
 */
export function readTextList(raw: unknown): string[] | null {
  if (typeof raw === 'string') return splitCommaList(raw);
  if (!Array.isArray(raw)) return null;
  const items = raw.map(readText);
  if (raw.some((item, index) => items[index] === null && !(typeof item === 'string'))) return null;
  return items.filter((item): item is string => item !== null);
}

/** An ISO-8601 instant or calendar date that `Date` can read, as sent. */
export function readTime(raw: unknown): string | null {
  const text = trimmed(raw);
  return text && !Number.isNaN(Date.parse(text)) ? text : null;
}

/** A link or document address as sent (whether it may be opened is the screen's decision). */
export function readUrl(raw: unknown): string | null {
  return readText(raw);
}

/** Exactly true or false: a flag that changes behaviour is never guessed from "Y" or 1. */
export function readFlag(raw: unknown): boolean | null {
  return typeof raw === 'boolean' ? raw : null;
}

/** An enum value as sent; whether it is one the app knows is the screen's question. */
export function readCode(raw: unknown): string | null {
  const text = trimmed(raw);
  return text ? text.toUpperCase() : null;
}
