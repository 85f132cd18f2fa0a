import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `commit(value)` once typing pauses for `delayMs`, not on every keystroke, and at once
 * when the screen closes, the page is hidden (switching apps, a reload) or unloads, so nothing
 * typed is lost. The form keeps owning the value; the store only hears of it when it settles.
 * Returns `discardPending`, for a screen that commits the final value itself (a submit).
 */
export function useDebouncedCommit<T>(value: T, commit: (value: T) => void, delayMs: number) {
  const pending = useRef<{ value: T } | null>(null);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  }, [commit]);
  const first = useRef(true);

  useEffect(() => {
    // The value the screen opened with is already in the store.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    pending.current = { value };
    const timer = window.setTimeout(() => {
      // Discarded meanwhile (the screen committed a final value itself): nothing to send.
      if (!pending.current) return;
      pending.current = null;
      latestCommit.current(value);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);

  useEffect(() => {
    const flush = () => {
      if (!pending.current) return;
      const { value: last } = pending.current;
      pending.current = null;
      latestCommit.current(last);
    };
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
  }, []);

  return useCallback(() => {
    pending.current = null;
  }, []);
}
