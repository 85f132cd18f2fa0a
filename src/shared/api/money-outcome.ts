import { isAnswerLost } from './api-error';

/**
 * One look at the server after a money request's answer was lost: it shows the request done (with
 * what the answer would have carried), or it does not show it yet. "Not yet" is never "not done":
 * the request may still be on its way, or queued behind others (docs/decisions/money-recheck.md).
 */
export type Sighting<T> = { seen: true; data: T } | { seen: false };

export const NOT_SEEN_YET: Sighting<never> = { seen: false };

/**
 * When the server is asked again after the answer was lost (the client's 20 s timeout, or a
 * dropped connection): at once, then 5, 15 and 30 s after the look before, about 50 s in all.
 * Long enough for a server that does the work late (a queue, a slow ledger), short enough that a
 * person still holds the screen.
 */
export const RECHECK_PAUSES_MS: readonly number[] = [0, 5_000, 15_000, 30_000];

export type MoneyOutcome<T> =
  /** Answered yes, or a look at the server found it done. */
  | { kind: 'done'; data: T }
  /** The server answered no (a refusal, a 500 with its error): nothing happened. */
  | { kind: 'refused'; error: unknown }
  /** The phone had no connection, so nothing was sent. */
  | { kind: 'notSent' }
  /** The answer was lost and no look in the window found it done: it may still happen. */
  | { kind: 'unconfirmed' };

export interface MoneyRequest<T> {
  send: () => Promise<T>;
  /** Asks the server whether the request is done; a failure or an unreadable answer is "not yet". */
  recheck: () => Promise<Sighting<T>>;
  /** Called once, when the answer is found lost and the looks begin. */
  onChecking?: () => void;
  /** Whether the phone has a connection at all (a request sent without one provably never left). */
  online?: () => boolean;
  /** How a pause is waited for (tests pass their own clock). */
  pause?: (ms: number) => Promise<void>;
}

const pauseFor = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Sends a request that moves money or makes a binding promise, once. When its answer is lost
 * (timeout, dropped connection, a gateway that gave up, a garbled body), the request may have been
 * done, or may still be done later, so the server is asked again over RECHECK_PAUSES_MS. Only a
 * definite answer says "not done": the server's refusal, or no connection before sending.
 */
export async function sendMoneyRequest<T>({
  send,
  recheck,
  onChecking,
  online = () => globalThis.navigator?.onLine !== false,
  pause = pauseFor,
}: MoneyRequest<T>): Promise<MoneyOutcome<T>> {
  if (!online()) return { kind: 'notSent' };
  try {
    return { kind: 'done', data: await send() };
  } catch (error) {
    if (!isAnswerLost(error)) return { kind: 'refused', error };
  }
  onChecking?.();
  for (const ms of RECHECK_PAUSES_MS) {
    if (ms > 0) await pause(ms);
    const sighting = await recheck().catch(() => NOT_SEEN_YET);
    if (sighting.seen) return { kind: 'done', data: sighting.data };
  }
  return { kind: 'unconfirmed' };
}
