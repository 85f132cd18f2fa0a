/**
 * Work that serves a later moment, never the first screen, waits this long after the load event:
 * on a slow phone the first screen's data and images are still arriving at load.
 */
export const AFTER_LOAD_DELAY_MS = 5000;

/**
 * Runs `task` once, AFTER_LOAD_DELAY_MS after the page's load event, in an idle period of the main
 * thread (or after 5 s more at the latest).
 */
export function whenIdleAfterLoad(task: () => void): void {
  const schedule = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
      else task();
    }, AFTER_LOAD_DELAY_MS);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
