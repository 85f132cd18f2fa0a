import { report, stopReporting, telemetryBuiltIn } from './report';

/** The share of page views that report (TELEMETRY_SAMPLE, 0 to 1; 1 when not set). */
export function sampleRate(raw = process.env.TELEMETRY_SAMPLE): number {
  const rate = Number(raw || '1');
  return Number.isFinite(rate) ? Math.min(Math.max(rate, 0), 1) : 1;
}

/**
 * Called once at boot (main.tsx). Off unless the build was given a collector (TELEMETRY_URL);
 * then a sampled page view listens for uncaught errors at once, and its reporter (encoding,
 * queue, web-vitals, whose observers read the load's entries from the browser's buffer) loads
 * at the first idle moment after the load event: never before the first screen, never on a tap's
 * path. Held 5 s more (whenIdleAfterLoad), Lighthouse read no difference (decision 071), and a
 * person who leaves in those seconds would go unreported.
 */
export function startTelemetry(allowed: () => boolean): void {
  if (!telemetryBuiltIn()) return;
  if (Math.random() >= sampleRate()) {
    stopReporting();
    return;
  }
  window.addEventListener('error', (event) =>
    report({ kind: 'error', source: 'uncaught', error: event.error ?? event.message }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    report({ kind: 'error', source: 'rejection', error: event.reason }),
  );
  const load = () =>
    import(/* webpackChunkName: "telemetry" */ './reporter')
      .then(({ startReporter }) =>
        startReporter({
          url: process.env.TELEMETRY_URL ?? '',
          version: process.env.APP_VERSION ?? 'unknown',
          allowed,
        }),
      )
      .catch(() => {
        // Offline, or a deploy replaced the chunk: this page view goes unreported.
      });
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
    else void load();
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
