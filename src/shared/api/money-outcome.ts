import { isAnswerLost } from './api-error';

/**
 * What the server says about a money request whose answer was lost: it happened (with what the
 * answer would have carried), it did not, or it cannot tell (the re-check failed too).
 */
export type Recheck<T> =
  | { happened: true; data: T }
  | { happened: false }
  | { happened: 'unknown' };

export type MoneyOutcome<T> =
  /** Answered yes, or the re-check found it done. */
  | { kind: 'done'; data: T }
  /** The server answered no (a refusal, a 5xx with its error): nothing happened. */
  | { kind: 'refused'; error: unknown }
  /** The answer was lost and the re-check found nothing done: safe to try again. */
  | { kind: 'notDone'; error: unknown }
  /** The answer was lost and the re-check could not tell: trying again might do it twice. */
  | { kind: 'unknown'; error: unknown };

/** The words for an outcome nobody can know yet (issue 16's wording). */
export const OUTCOME_UNKNOWN_MESSAGE = '확인 중: 잠시 후 내 음악에서 확인해 주세요';

/**
 * Sends a request that moves money or makes a binding promise, once. When its answer is lost
 * (timeout, dropped connection, a gateway that gave up), the request may well have been done, so
 * the outcome is never "failed": the server is asked what really happened.
 */
export async function sendMoneyRequest<T>(
  send: () => Promise<T>,
  recheck: () => Promise<Recheck<T>>,
): Promise<MoneyOutcome<T>> {
  try {
    return { kind: 'done', data: await send() };
  } catch (error) {
    if (!isAnswerLost(error)) return { kind: 'refused', error };
    let check: Recheck<T>;
    try {
      check = await recheck();
    } catch {
      check = { happened: 'unknown' };
    }
    if (check.happened === true) return { kind: 'done', data: check.data };
    if (check.happened === false) return { kind: 'notDone', error };
    return { kind: 'unknown', error };
  }
}
