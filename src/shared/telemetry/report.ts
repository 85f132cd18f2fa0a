import { routeAt } from '@/shared/config/route-match';
import type { StampedEvent, TelemetryEvent } from './events';

/**
 * The one function the app calls to tell the team something (an error, a failed call, a drifted
 * field, a money answer that came late). It costs a check when the build has no collector
 * (TELEMETRY_URL, a build-time literal) and a push otherwise: the reporter that encodes and sends
 * loads after the first screen (start-telemetry.ts), and takes what was met before it came.
 */

/** What was met before the reporter loaded, at most this many (the rest are dropped). */
const EARLY_LIMIT = 30;
let early: StampedEvent[] = [];
let sink: ((event: StampedEvent) => void) | null = null;
let off = false;

export const telemetryBuiltIn = (): boolean => Boolean(process.env.TELEMETRY_URL);

/** The route pattern of the screen on view (`/investment/:investmentId`), never its address. */
export const routePattern = (pathname = globalThis.location?.pathname ?? '/'): string =>
  routeAt(pathname)?.path ?? '*';

export function report(event: TelemetryEvent): void {
  if (!telemetryBuiltIn() || off) return;
  const stamped: StampedEvent = { ...event, route: routePattern(), at: Date.now() };
  if (event.kind !== 'error') stamped.site = new Error().stack;
  if (sink) sink(stamped);
  else if (early.length < EARLY_LIMIT) early.push(stamped);
}

/** The reporter takes over: what was met so far, then each event as it comes. */
export function connectReporter(next: (event: StampedEvent) => void): void {
  sink = next;
  const met = early;
  early = [];
  met.forEach(next);
}

/** Nothing more is kept or sent in this page (sampled out, or the person turned reporting off). */
export function stopReporting(): void {
  off = true;
  early = [];
  sink = null;
}

/** Tests: a fresh page. */
export function resetReporting(): void {
  off = false;
  early = [];
  sink = null;
}
