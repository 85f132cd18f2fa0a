import { useEffect, useRef } from 'react';
import { errorCause } from '@/shared/api/api-error';
import { selectFailuresInRow } from '@/shared/store/app-status-slice';
import { useAppSelector } from '@/shared/store/hooks';

/** The first pause before a screen asks again, doubled for each failure in a row, up to the last. */
export const FIRST_RETRY_PAUSE_MS = 1_000;
export const LONGEST_RETRY_PAUSE_MS = 30_000;

/** 1, 2, 4, 8, 16, 30, 30 … s after the 1st, 2nd, 3rd … failure in a row. */
export function retryPause(failuresInRow: number): number {
  const doublings = Math.min(Math.max(failuresInRow - 1, 0), 5);
  return Math.min(FIRST_RETRY_PAUSE_MS * 2 ** doublings, LONGEST_RETRY_PAUSE_MS);
}

/** Failures that another try can mend by itself: the network, or an answer that never came. */
export const retriesByItself = (error: unknown): boolean => {
  const cause = errorCause(error);
  return cause === 'network' || cause === 'timeout';
};

/**
 * While a screen shows data that failed for the network, it asks again by itself: after a pause that
 * grows with the failures in a row (retryPause), and at once when the tab comes back into view. It
 * stops when the failure leaves the screen (an answer, another cause, or the screen itself goes),
 * and waits while the tab is hidden. The browser's `online` event needs nothing here: RTK Query's
 * refetchOnReconnect asks again for every screen on view. Only for queries: a request that moves
 * money is never sent again this way (it has its own re-check, shared/api/money-outcome.ts).
 * docs/decisions/047-screens-ask-again-by-themselves.md says why this and not RTK Query's `retry`.
 *
 * Returns whether it does so for this error, so the screen can say it; `retry` is left out only
 * while a call is already on its way (whose answer ends the wait or starts the next pause).
 */
export function useRetryWhileOnView(error: unknown, retry: (() => unknown) | undefined): boolean {
  const failuresInRow = useAppSelector(selectFailuresInRow);
  const byItself = retriesByItself(error);
  const active = retry !== undefined && byItself;
  // The screens hand a new function on each render; the latest one is called.
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  });

  useEffect(() => {
    if (!active) return undefined;
    const askAgain = () => {
      if (document.visibilityState !== 'hidden') retryRef.current?.();
    };
    const timer = window.setTimeout(askAgain, retryPause(failuresInRow));
    document.addEventListener('visibilitychange', askAgain);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', askAgain);
    };
  }, [active, failuresInRow]);

  return byItself;
}
