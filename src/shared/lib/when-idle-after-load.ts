/**
 * Runs `task` once, `delayMs` after the page's load event, in an idle period of the main thread
 * (or after 5 s more at the latest). For work that serves a later moment, never the first screen:
 * on a slow phone the first screen's data and images are still arriving at the load event.
 */
export function whenIdleAfterLoad(task: () => void, delayMs: number): void {
  const schedule = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
      else task();
    }, delayMs);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
