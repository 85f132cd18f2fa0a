import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

export interface CommitScheduler<T> {
  /** Commits `value` once nothing newer is scheduled for the delay. */
  schedule: (value: T) => void;
  /** Forgets what is pending, for a screen that commits the final value itself (a submit). */
  discard: () => void;
  /** Commits what is pending now. */
  flush: () => void;
  /** Whether a value waits for the pause. */
  pending: () => boolean;
}

/**
 * Calls `commit(value)` with the last scheduled value once scheduling pauses for `delayMs`, and at
 * once when the screen closes, the page is hidden (switching apps, a reload) or unloads, so nothing
 * typed is lost. Imperative, so a field that echoes natively can schedule from its keystroke
 * without rendering anything.
 */
export function useCommitScheduler<T>(
  commit: (value: T) => void,
  delayMs: number,
): CommitScheduler<T> {
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // Updated as the render commits, so a flush from the next event uses this render's `commit`.
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  }, [commit]);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!pending.current) return;
    const { value } = pending.current;
    pending.current = null;
    latestCommit.current(value);
  }, []);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    // Capture: at the window, capture listeners run before the others, so the typed values reach
    // the store before the persistence's own pagehide flush writes it (app/store.ts).
    window.addEventListener('pagehide', flush, { capture: true });
    document.addEventListener('visibilitychange', onVisibility, { capture: true });
    return () => {
      window.removeEventListener('pagehide', flush, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility, { capture: true });
      flush();
    };
  }, [flush]);

  return useMemo(
    () => ({
      schedule: (value: T) => {
        pending.current = { value };
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(flush, delayMs);
      },
      discard: () => {
        window.clearTimeout(timer.current);
        pending.current = null;
      },
      flush,
      pending: () => pending.current !== null,
    }),
    [flush, delayMs],
  );
}

/**
 * The same for a value the screen renders: `commit(value)` once it stops changing for `delayMs`
 * (the value the screen opened with is already in the store). Returns `discardPending`.
 */
export function useDebouncedCommit<T>(value: T, commit: (value: T) => void, delayMs: number) {
  const { schedule, discard } = useCommitScheduler(commit, delayMs);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    schedule(value);
  }, [value, schedule]);
  return discard;
}
