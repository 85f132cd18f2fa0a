import { useCallback, useRef, useState } from 'react';

/** After this long without an answer, the button says it is still working. */
export const SLOW_AFTER_MS = 3_000;

/**
 * Runs one task at a time for a button that sends something that matters. A ref guards the call as
 * well as `busy`, because two taps in one frame both run before React re-renders the disabled
 * button. `slow` turns true once the task has taken longer than SLOW_AFTER_MS. `finish()` closes it
 * for good once the action is done, for a tap that lands before the screen navigates away.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  // Set once the action is done for good (the screen is leaving): no later tap may send again.
  const finished = useRef(false);
  const [busy, setBusy] = useState(false);
  const [slow, setSlow] = useState(false);

  const run = useCallback(async <R>(task: () => Promise<R>): Promise<R | undefined> => {
    if (inFlight.current || finished.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    try {
      return await task();
    } finally {
      clearTimeout(timer);
      inFlight.current = false;
      setBusy(false);
      setSlow(false);
    }
  }, []);

  const finish = useCallback(() => {
    finished.current = true;
  }, []);

  return { busy, slow, run, finish, isRunning: () => inFlight.current };
}
