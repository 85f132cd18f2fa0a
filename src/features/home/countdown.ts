import { messages } from './messages';

const SECOND = 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Whether the moment has passed (an unreadable time never ends: it shows '-'). */
export const hasEnded = (expirationTime: string, now: number) =>
  Date.parse(expirationTime) - now <= 0;

/**
 * Time left until `expirationTime` at `now`, as the card shows it: "3일 04:05:06 남음", then
 * the ended text once the moment has passed. Seconds are floored so the display never claims
 * more time than is left.
 */
export function formatCountdown(expirationTime: string, now: number): string {
  const end = Date.parse(expirationTime);
  if (Number.isNaN(end)) return '-';
  if (hasEnded(expirationTime, now)) return messages.ended;
  const left = Math.floor((end - now) / SECOND);
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3_600);
  const minutes = Math.floor((left % 3_600) / 60);
  const seconds = left % 60;
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return `${days > 0 ? `${days}일 ` : ''}${clock} 남음`;
}

const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time left in words, to the minute, for screen readers (the digits on screen change every
 * second, which a reader cannot follow): "3일 4시간 5분 남음", "1분 미만 남음", or as formatCountdown
 * once ended or unreadable.
 */
export function spokenCountdown(expirationTime: string, now: number): string {
  const end = Date.parse(expirationTime);
  if (Number.isNaN(end) || hasEnded(expirationTime, now))
    return formatCountdown(expirationTime, now);
  const left = end - now;
  if (left < MINUTE) return '1분 미만 남음';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const parts = [days > 0 ? `${days}일` : '', days > 0 || hours > 0 ? `${hours}시간` : ''];
  return `${[...parts, `${minutes}분`].filter(Boolean).join(' ')} 남음`;
}

/**
 * When, after `now`, the spoken words next change: the time left crosses a whole minute, or the
 * deadline passes; never again once it has (or for an unreadable time).
 */
export function nextWordsChange(expirationTime: string, now: number): number {
  const left = Date.parse(expirationTime) - now;
  if (Number.isNaN(left) || left <= 0) return Infinity;
  return now + left - MINUTE * Math.ceil(left / MINUTE - 1);
}

/**
 * One column of digits that the browser's compositor turns, not the page: a strip of `lines`
 * (what the column shows first at the top, then each next value) moved up one line per
 * `stepMs` by a `steps()` animation, the time read from the wall clock. `startAt` (a wall time)
 * is when the strip is at its top; it repeats every `lines.length - 1` steps, `iterations`
 * times, and stops on its last line (the value at the end) exactly at the deadline.
 */
export interface CountdownWheel {
  lines: string[];
  stepMs: number;
  startAt: number;
  iterations: number;
}

/**
 * The text's digits change just after a whole second has passed (whole seconds left are floored),
 * an animation's step exactly on it: the wheels start 1 ms late to agree to the millisecond.
 */
const TURN_LAG_MS = 1;

const wheel = (
  end: number,
  now: number,
  stepMs: number,
  cycle: number,
  glyph: (value: number) => string,
): CountdownWheel => {
  const period = stepMs * cycle;
  // Whole periods back from the deadline to at or before now: the strip is then at its top.
  const iterations = Math.max(1, Math.ceil((end + TURN_LAG_MS - now) / period));
  const values = Array.from({ length: cycle }, (_, step) => cycle - 1 - step);
  return {
    lines: [...values, 0].map(glyph),
    stepMs,
    startAt: end - iterations * period + TURN_LAG_MS,
    iterations,
  };
};

const digit = (value: number) => String(value);

/**
 * "HH:MM:SS" as five columns (hours, then the tens and units of minutes and seconds), each showing
 * the same digits formatCountdown would at every moment until `end` (the day count: dayWheel).
 * Only for a time still ahead: past the deadline the card shows the ended text.
 */
export function countdownWheels(end: number, now: number) {
  return {
    hours: wheel(end, now, HOUR, 24, pad),
    minuteTens: wheel(end, now, 10 * MINUTE, 6, digit),
    minutes: wheel(end, now, MINUTE, 10, digit),
    secondTens: wheel(end, now, 10 * SECOND, 6, digit),
    seconds: wheel(end, now, SECOND, 10, digit),
  };
}

/** Whole days left, as formatCountdown counts them (whole days in the whole seconds left). */
export const daysLeft = (end: number, now: number) => Math.floor(Math.max(0, end - now) / DAY);

const dayText = (count: number) => (count > 0 ? `${count}일 ` : '');

/** The day count while `days` are left: a column that turns once, when the next day begins. */
export const dayWheel = (end: number, days: number): CountdownWheel | null =>
  days > 0
    ? {
        lines: [dayText(days), dayText(days - 1)],
        stepMs: DAY,
        startAt: end - (days + 1) * DAY + TURN_LAG_MS,
        iterations: 1,
      }
    : null;
