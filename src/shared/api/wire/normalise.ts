/**
 * Readers of wire values (architecture "Data from the server"). The spec names fields, not JSON
 * types, so a server that follows it may send `1.25` or `"1.25"`, `12` or `"12개월"`, `1250000`
 * or `"1,250,000"`. Each reader accepts every spelling a person would agree means the same value
 * and returns it in the one canonical form the app (and the demo backend) uses; anything else is
 * `null`, and the schema decides what `null` means for that field (a clear error for money, "—"
 * for a display-only field). Nothing here guesses: "12.5e3", "" and "1,25,000" are not sums. What each accepts is
 * written once, in ./spellings.ts, which the OpenAPI document's patterns are made from.
 */
import {
  CALENDAR_DATE,
  COUNT_TEXT,
  DAYS_TEXT,
  DECIMAL_TEXT,
  ID_TEXT,
  ISO_DATE_TIME,
  LOOSE_DATE_TIME,
  MAX_COUNT,
  MAX_DAYS,
  MAX_DECIMAL,
  MAX_ID,
  MAX_PERCENT,
  MAX_RATE,
  MAX_ROUNDS,
  MAX_WON,
  PERCENT_TEXT,
  RATE_PERCENT_TEXT,
  RATE_TEXT,
  ROUNDS_TEXT,
  whole,
  WON_TEXT,
} from './spellings';

/** What a display-only text field shows when the server sent nothing usable. */
export const MISSING_TEXT = '—';

const DATE = whole(CALENDAR_DATE);
const DATE_TIME = whole(ISO_DATE_TIME);
const LOOSE_TIME = whole(LOOSE_DATE_TIME);

const trimmed = (raw: unknown): string | null => (typeof raw === 'string' ? raw.trim() : null);

const WON = whole(WON_TEXT);
const COUNT = new RegExp(`^${COUNT_TEXT}$`, 'i');
const ROUNDS = new RegExp(`^${ROUNDS_TEXT}$`, 'i');
const DAYS = whole(DAYS_TEXT);
const ID = whole(ID_TEXT);
const DECIMAL = whole(DECIMAL_TEXT);
const RATE = whole(RATE_TEXT);
const RATE_PERCENT = whole(RATE_PERCENT_TEXT);
const PERCENT = whole(PERCENT_TEXT);

const wholeNumberIn = (raw: number, min: number, max: number) =>
  Number.isSafeInteger(raw) && raw >= min && raw <= max;
/** NaN and the infinities are outside every range. */
const numberIn = (raw: number, max: number) => raw >= 0 && raw <= max;
function digitsOf(text: string) {
  return Number(text.replace(/[^\d.]/g, ''));
}

/**
 * Won: a whole number of won from 0 to MAX_WON (./spellings.ts). 1250000, "1250000",
 * "1,250,000", "1,250,000원" and "₩1,250,000" are all 1250000; 1.5, "12.5e3", "-1", "" and "abc"
 * are not won, nor is anything past MAX_WON.
 */
export function readWon(raw: unknown): number | null {
  if (typeof raw === 'number') return wholeNumberIn(raw, 0, MAX_WON) ? raw : null;
  const text = trimmed(raw) ?? '';
  return WON.test(text) ? digitsOf(text) : null;
}

/** A whole number from `min` to `max`: a JSON number, or text that `pattern` reads (its group 1). */
const boundedWhole =
  (pattern: RegExp, min: number, max: number) =>
  (raw: unknown): number | null => {
    if (typeof raw === 'number') return wholeNumberIn(raw, min, max) ? raw : null;
    const match = pattern.exec(trimmed(raw) ?? '');
    return match ? Number(match[1]) : null;
  };

/**
 * A count or a length in months: 12, "12", "12개월", "12 개월", "12회" are 12. Whole, from 0 to
 * MAX_COUNT.
 */
export const readCount = boundedWhole(COUNT, 0, MAX_COUNT);

/** A loan's number of monthly rounds, 1 to MAX_ROUNDS (12): 6, "6", "12개월", "12회". */
export const readRounds = boundedWhole(ROUNDS, 1, MAX_ROUNDS);

/** A whole number that may be negative (days relative to today): -3, "-3", "+2". */
export function readSignedInteger(raw: unknown): number | null {
  if (typeof raw === 'number') return wholeNumberIn(raw, -MAX_DAYS, MAX_DAYS) ? raw : null;
  const match = DAYS.exec(trimmed(raw) ?? '');
  if (!match) return null;
  const value = Number(match[2]);
  return match[1] === '-' ? -value : value;
}

/** A server id: a whole number from 1 to MAX_ID, or its digits as a string ("108"). */
export function readId(raw: unknown): number | null {
  if (typeof raw === 'number') return wholeNumberIn(raw, 1, MAX_ID) ? raw : null;
  const text = trimmed(raw) ?? '';
  return ID.test(text) ? Number(text) : null;
}

/** A non-negative decimal (ETH): 1.25 or "1.25" (or "1,234.5"); not "1e3", not "". */
export function readDecimal(raw: unknown): number | null {
  if (typeof raw === 'number') return numberIn(raw, MAX_DECIMAL) ? raw : null;
  const text = trimmed(raw) ?? '';
  return DECIMAL.test(text) ? digitsOf(text) : null;
}

/**
 * Moves a plain decimal's point two places left as text, so "12.5" becomes the same double as
 * the literal 0.125 (12.5 / 100 would not be, for every value).
 */
function percentTextToFraction(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  const padded = whole.padStart(3, '0');
  return Number(`${padded.slice(0, -2)}.${padded.slice(-2)}${fraction}`);
}

/**
 * A rate as a decimal fraction of a year, 0 to 1 (api-contract: 0.12 = 12 %): 0.12, "0.12", "12%"
 * and "12 %" are all 0.12. A bare number is taken as a fraction, as the contract says.
 */
export function readRate(raw: unknown): number | null {
  if (typeof raw === 'number') return numberIn(raw, MAX_RATE) ? raw : null;
  const text = trimmed(raw) ?? '';
  if (RATE.test(text)) return Number(text);
  return RATE_PERCENT.test(text) ? percentTextToFraction(text.replace(/\s*%/, '')) : null;
}

/**
 * A progress percent (0 to 100) in the contract's canonical form, a percent string ("37.5"):
 * 37.5, "37.5" and "37.5%" all read as "37.5".
 */
export function readPercentText(raw: unknown): string | null {
  if (typeof raw === 'number') return numberIn(raw, MAX_PERCENT) ? String(raw) : null;
  const text = trimmed(raw) ?? '';
  return PERCENT.test(text) ? String(Number(text.replace(/\s*%/, ''))) : null;
}

/** A progress percent as a number (my-NFT items): 37.5, "37.5", "37.5%". */
export function readPercent(raw: unknown): number | null {
  const text = readPercentText(raw);
  return text === null ? null : Number(text);
}

/** Text a person reads: a non-blank string (a number is its digits, a title may be "1989"). */
export function readText(raw: unknown): string | null {
  if (Number.isFinite(raw)) return String(raw);
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

/**
 * A real calendar date, or a date and time, in ECMAScript's ISO form as every browser reads it
 * alike ("2025-02-28", "2025-02-28T03:00:00.000Z"). The same instant written the other common
 * ways (a space for the T, more digits of a second, "+0900") is read into that form; "2025-02-30",
 * "2025/02/28" and "next week" are not dates.
 */
export function readTime(raw: unknown): string | null {
  const text = trimmed(raw) ?? '';
  if (DATE.test(text) || DATE_TIME.test(text)) return text;
  if (!LOOSE_TIME.test(text)) return null;
  const iso = text.replace(' ', 'T').replace(/(\.\d{3})\d+/, '$1');
  // Stryker disable next-line Regex: the zone is the text's last five characters; a narrower group or no anchor leaves the same text
  return iso.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
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
