/**
 * The spellings the wire readers (./normalise.ts) accept, as regular-expression sources without
 * anchors, and the largest value each kind of number may have. The readers test a trimmed value
 * against exactly these; the OpenAPI document (scripts/openapi/forms.ts) writes the same sources as
 * its patterns. So what the document admits, a reader reads, and what a reader refuses, the
 * document refuses: one definition for both.
 */
import { MAX_REPAYMENT_COUNT } from '@/shared/lending/rules';

/**
 * The most won any field may hold: 900,000,000,000 (9,000억). The lending arithmetic multiplies
 * won by basis points (monthly interest: amount × rate, a rate of at most 10,000 bps) and must stay
 * within the integers JavaScript holds exactly (2^53 ≈ 9.007 × 10^15): 9 × 10^11 × 10^4 does. A
 * large account's balance (the sum of 500 funded loans) is a few 1,000억.
 */
export const MAX_WON = 900_000_000_000;
/** A count of rounds, months or loans: at most 999,999 (monthly interest × count stays exact). */
export const MAX_COUNT = 999_999;
/**
 * One loan's monthly rounds (its repayment count and period): 1 to 12, the lending rule. Each
 * round is a row the loan's screens draw, so more than the rule allows is refused, not drawn.
 */
export const MAX_ROUNDS = MAX_REPAYMENT_COUNT;
/** Days before or after today: at most 999,999 either way. */
export const MAX_DAYS = 999_999;
/** A server id: at most 15 digits, all within JavaScript's exact integers. */
export const MAX_ID = 999_999_999_999_999;
/** A decimal amount (ETH): at most 15 digits before the point. */
export const MAX_DECIMAL = 999_999_999_999_999;
/** A rate, as a decimal fraction of a year: at most 1 (100 %). */
export const MAX_RATE = 1;
/** A progress percent: at most 100. */
export const MAX_PERCENT = 100;

/**
 * Won as digits, 0 to MAX_WON: up to 11 digits, or 12 from 100,000,000,000 to 900,000,000,000,
 * plain or grouped by three with commas ("1,250,000").
 */
export const WON_DIGITS = String.raw`(\d{1,3}(,\d{3}){1,2}|\d{1,2}(,\d{3}){3}|[1-8]\d{2}(,\d{3}){3}|900(,000){3}|\d{1,11}|[1-8]\d{11}|900000000000)`;
/** Won as text: the digits, with ₩ before or 원 after (spaces between allowed). */
export const WON_TEXT = String.raw`(₩\s*)?${WON_DIGITS}(\s*원)?`;

/** A count as text, with a unit or not: "12", "12개월", "12 회", "12 months". */
export const COUNT_TEXT = String.raw`(\d{1,6})\s*(개월|회|[Mm][Oo][Nn][Tt][Hh][Ss]?)?`;
/** A loan's rounds as text, 1 to 12, with a unit or not: "6", "06", "12개월", "12 months". */
export const ROUNDS_TEXT = String.raw`(0?[1-9]|1[0-2])\s*(개월|회|[Mm][Oo][Nn][Tt][Hh][Ss]?)?`;
/** Days as text, with a sign or not: "-3", "+2". */
export const DAYS_TEXT = String.raw`([+-]?)(\d{1,6})`;
/** An id as text: 1 to 15 digits, without leading zeros. */
export const ID_TEXT = String.raw`[1-9]\d{0,14}`;

/** The whole part of a decimal: at most 15 digits, plain or grouped. */
const DECIMAL_WHOLE = String.raw`(\d{1,3}(,\d{3}){1,4}|\d{1,15})`;
/** A decimal as text: "1.25", "1,234.5" (any number of digits after the point). */
export const DECIMAL_TEXT = String.raw`${DECIMAL_WHOLE}(\.\d+)?`;

/** A rate as a fraction, as text: "0.12", "1" (0 to 1). */
export const RATE_TEXT = String.raw`(0(\.\d+)?|1(\.0+)?)`;
/** A percent from 0 to 100: "12", "37.5", "100". */
export const PERCENT_NUMBER = String.raw`(\d{1,2}(\.\d+)?|100(\.0+)?)`;
/** A rate as a percent: "12%", "12 %". */
export const RATE_PERCENT_TEXT = String.raw`${PERCENT_NUMBER}\s*%`;
/** Progress as text, with its sign or not: "37.5", "37.5%". */
export const PERCENT_TEXT = String.raw`${PERCENT_NUMBER}\s*%?`;
/** Progress as JavaScript writes the number, 0 to 100, as the contract's canonical form. */
export const CANONICAL_PERCENT = String.raw`((0|[1-9]\d?)(\.\d{0,15}[1-9])?|100)`;

/**
 * A real calendar day, 0000-01-01 to 9999-12-31: the 29th of February only in a leap year (by
 * four, but not by a hundred unless by four hundred).
 */
const YEAR = String.raw`\d{4}`;
const ORDINARY_DAY = String.raw`(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31`;
const LEAP_YEAR = String.raw`(\d{2}(0[48]|[2468][048]|[13579][26])|([02468][048]|[13579][26])00)`;
export const CALENDAR_DATE = String.raw`(${YEAR}-(${ORDINARY_DAY})|${LEAP_YEAR}-02-29)`;
const CLOCK = String.raw`([01]\d|2[0-3]):[0-5]\d`;
const SECONDS = String.raw`:[0-5]\d`;

/** ECMAScript's date-time form (what every browser's Date reads alike), time zone optional. */
export const ISO_DATE_TIME = String.raw`${CALENDAR_DATE}T${CLOCK}(${SECONDS}(\.\d{1,3})?)?(Z|[+-]${CLOCK})?`;
/**
 * The same instant written another common way: a space for the T ("2025-02-28 03:00:00", as SQL
 * writes it), up to nine digits of a second, a zone without its colon ("+0900").
 */
export const LOOSE_DATE_TIME = String.raw`${CALENDAR_DATE}[T ]${CLOCK}(${SECONDS}(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?`;

/** `source` as a whole-value test, after the reader's trim. */
export const whole = (source: string) => new RegExp(`^${source}$`);
