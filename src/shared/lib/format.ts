/**
 * The one place figures become text. Money is an integer number of won; rates arrive as decimal
 * fractions (0.29 = 29 %) and are turned into integer basis points before any arithmetic, so a
 * float artefact (0.29 × 100 = 28.999999999999996) never decides a displayed digit.
 */
import { MISSING_TEXT } from '@/shared/api/wire/normalise';
import { kstDate } from './dates';

/** A display-only figure the server did not send readably (null) shows as "—". */
type Shown = number | null;

/**
 * 1234567 → "1,234,567" (no unit), a fraction truncated; non-finite input shows "0". Grouped by
 * hand, not with Intl.NumberFormat: a page's first Intl object starts ICU, ~250 ms of main thread on
 * a 4×-slowed phone, and every first screen shows won. BigInt spells any whole number out in full
 * (String(1e21) would be "1e+21").
 */
export function formatNumber(value: number): string {
  const whole = Number.isFinite(value) ? Math.trunc(value) : 0;
  const grouped = BigInt(Math.abs(whole))
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}

/** 1234567 → "1,234,567원"; null → "—". */
export const formatWon = (won: Shown) => (won === null ? MISSING_TEXT : `${formatNumber(won)}원`);

/**
 * A product that should be a whole number but came through floats (1200 × 0.57/12 gives
 * 56.99999999999999): snap to the integer when within a millionth, otherwise floor.
 */
export function floorWon(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const nearest = Math.round(value);
  // Stryker disable next-line EqualityOperator: no float lies exactly a millionth from an integer
  return Math.abs(value - nearest) < 1e-6 ? nearest : Math.floor(value);
}

/** Decimal fraction → integer basis points, exact for any rate with ≤ 4 decimals of percent. */
export const rateToBasisPoints = (rate: number) =>
  Number.isFinite(rate) ? Math.round(rate * 1_000_000) / 100 : 0;

/** 0.29 → 29, 0.57 → 57, 0.115 → 11: the whole percent, truncated (spec §3). */
export function truncatedPercent(rate: number): number {
  return Math.trunc(Math.round(rate * 1_000_000) / 10_000);
}

/** 0.12 → "연 12%" — the card's annual rate; null → "연 —". */
export const formatAnnualRate = (rate: Shown) =>
  `연 ${rate === null ? MISSING_TEXT : `${truncatedPercent(rate)}%`}`;

/**
 * A decimal fraction as a percent with up to `digits` decimals, without float noise:
 * 0.055 → "5.5%", 0.05 → "5%".
 */
export function formatRatePercent(rate: Shown, digits = 2): string {
  if (rate === null) return MISSING_TEXT;
  return `${formatDecimal(rate * 100, digits)}%`;
}

/** A value rounded half-up to `digits` decimals, trailing zeros dropped: 33.3333 → "33.33". */
export function formatDecimal(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '0';
  const scale = 10 ** digits;
  // toPrecision(12) removes the binary tail (1.005 × 100 = 100.49999999999999) before rounding.
  const scaled = Math.round(Number((Math.abs(value) * scale).toPrecision(12)));
  // Stryker disable next-line EqualityOperator: a value of 0 rounds to 0, which has no sign either way
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  const whole = Math.floor(scaled / scale);
  const fraction = String(scaled % scale)
    .padStart(digits, '0')
    .replace(/0+$/, '');
  return `${sign}${formatNumber(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** A progress percent: the wire's string ("37.5"), a number, or null when the server sent none. */
export type Progress = string | number | null;

/** A wire percent string ("37.5") as a number; anything unreadable is 0. */
export function parsePercent(progress: Progress): number {
  const value = Number.parseFloat(String(progress ?? ''));
  return Number.isFinite(value) ? value : 0;
}

/** Progress for display: "37.5" → "37.5%", clamped to 0-100; unknown → "—". */
export const formatProgress = (progress: Progress) =>
  progress === null
    ? MISSING_TEXT
    : `${formatDecimal(Math.min(100, Math.max(0, parsePercent(progress))), 1)}%`;

/** Spec §9: 50 % or more is shown in the positive colour, less in the warning colour. */
export const isProgressHigh = (progress: Progress) => parsePercent(progress) >= 50;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as Koreans read it, in Korea time: "2026.11.21". Accepts a calendar date
 * ("2026-11-21", taken as is) or an instant ("2026-11-21T15:00:00Z", shown in KST).
 * Unreadable input shows "-".
 */
export function formatDate(value: string | null): string {
  if (value === null) return MISSING_TEXT;
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (calendar) return `${calendar[1]}.${calendar[2]}.${calendar[3]}`;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '-';
  const { year, month, day } = kstDate(instant);
  return `${year}.${pad(month)}.${pad(day)}`;
}

/** An instant in Korea time, to the minute: "2026.12.01 19:55"; unreadable → "-". */
export function formatDateTime(value: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '-';
  const kst = new Date(instant.getTime() + 9 * 60 * 60 * 1000);
  return `${formatDate(value)} ${pad(kst.getUTCHours())}:${pad(kst.getUTCMinutes())}`;
}

/** "D-3", "D-Day", "D+2" from days relative to today (negative = past). */
export function formatRelativeDays(days: Shown): string {
  if (days === null) return MISSING_TEXT;
  if (days === 0) return 'D-Day';
  // Stryker disable next-line EqualityOperator: 0 is D-Day, answered above
  return days > 0 ? `D-${days}` : `D+${-days}`;
}

/** ETH with up to 4 decimals: 1.2345 → "1.2345 ETH"; null → "—". */
export const formatEth = (eth: Shown) =>
  eth === null ? MISSING_TEXT : `${formatDecimal(eth, 4)} ETH`;

/** Bytes → megabytes with two decimals (spec §5): 3145728 → "3.00MB". */
export function formatMegabytes(bytes: number): string {
  const hundredths = Math.round((Math.max(0, bytes) * 100) / (1024 * 1024));
  return `${Math.floor(hundredths / 100)}.${pad(hundredths % 100)}MB`;
}
