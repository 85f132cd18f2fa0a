import { REPORTER_STARTED, type StampedEvent } from './events';
import { exportRequest, type LogRecord } from './otlp';
import { recordOf, sameness } from './records';
import { connectReporter } from './report';
import { watchVitals } from './vitals';

/**
 * The reporter, in a chunk of its own that loads after the first screen (start-telemetry.ts):
 * keeps what the app met in a bounded queue and sends it in batches, as OTLP/HTTP JSON, when the
 * page is hidden (the person left or switched apps) or a little while after something was met.
 * Never on a tap's path: a report is a push; a send is one `fetch` with `keepalive`, which
 * outlives the page.
 */

export interface ReporterOptions {
  /** The collector's OTLP logs endpoint (TELEMETRY_URL). */
  url: string;
  version: string;
  /** Whether the person lets the app report (the menu's switch); asked at each event and send. */
  allowed: () => boolean;
  send?: (url: string, body: string) => void;
  /** Vitals come from the browser's performance timeline; tests without one pass false. */
  vitals?: boolean;
}

/** At most this many records wait; the oldest give way. */
export const MAX_QUEUE = 60;
/** One send carries at most this many characters: keepalive allows 64 KB in flight per page. */
export const MAX_BODY = 48_000;
/** Something met is sent this long after, if the page is not hidden before. */
export const SEND_AFTER_MS = 10_000;
/** The same error, call or field counts at most this often in one page view. */
const SAME_LIMIT = 3;

const sendByFetch = (url: string, body: string) => {
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
  }).catch(() => {
    // A report that could not leave is dropped: telemetry never retries into a person's data plan.
  });
};

export function startReporter({
  url,
  version,
  allowed,
  send = sendByFetch,
  vitals = true,
}: ReporterOptions) {
  const queue: LogRecord[] = [];
  const latestVitals = new Map<string, LogRecord>();
  const counts = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const records = [...queue, ...latestVitals.values()];
    queue.length = 0;
    latestVitals.clear();
    if (!allowed() || records.length === 0) return;
    let batch: LogRecord[] = [];
    let size = 0;
    for (const record of records) {
      const length = JSON.stringify(record).length;
      if (batch.length && size + length > MAX_BODY) {
        send(url, JSON.stringify(exportRequest(version, batch)));
        batch = [];
        size = 0;
      }
      batch.push(record);
      size += length;
    }
    send(url, JSON.stringify(exportRequest(version, batch)));
  };

  const take = (event: StampedEvent) => {
    if (!allowed()) return;
    const same = sameness(event);
    const count = counts.get(same) ?? 0;
    if (count >= SAME_LIMIT || (event.kind === 'drift' && count > 0)) return;
    counts.set(same, count + 1);
    if (queue.length >= MAX_QUEUE) queue.shift();
    queue.push(recordOf(event));
    timer ??= setTimeout(flush, SEND_AFTER_MS);
  };

  connectReporter(take);
  if (vitals) {
    watchVitals((name, record) => {
      if (allowed()) latestVitals.set(name, record);
    });
  }
  // After web-vitals' own listeners have reported their last values for the page.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') queueMicrotask(flush);
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', () => queueMicrotask(flush));
  // A User Timing mark a developer (and a journey) can look for: this page reports from here on.
  globalThis.performance?.mark?.(REPORTER_STARTED);
  return { flush };
}
