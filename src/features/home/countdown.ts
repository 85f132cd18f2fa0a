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
