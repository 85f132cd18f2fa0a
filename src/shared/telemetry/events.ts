/**
 * What the app tells the team from the field (docs/telemetry.md). Each kind names its place in
 * the code by a pattern, never by what a person typed, saw or owns: a route pattern, an endpoint's
 * name, a field's path in the wire contract.
 */

/** Where an error was met. */
export type ErrorSource =
  'uncaught' | 'rejection' | 'route' | 'chunk' | 'service-worker' | 'storage';

/** Why a call failed, as the field sees it (api-error.ts's causes, folded). */
export type CallFailure = 'timeout' | 'offline' | 'server' | 'refused' | 'unreadable';

export type TelemetryEvent =
  | { kind: 'error'; source: ErrorSource; error: unknown }
  | { kind: 'call'; endpoint: string; cause: CallFailure; status?: number }
  | { kind: 'drift'; call: string; field: string }
  /** A money request whose answer was lost: found done by a re-check (late), or never (lost). */
  | { kind: 'money'; endpoint: string; outcome: 'late' | 'lost' };

/** An event as it was met: on which screen, when, and from where in the code. */
export type StampedEvent = TelemetryEvent & {
  route: string;
  at: number;
  /** The stack of the report's call, for what has no error of its own. */
  site?: string;
};

/** The User Timing mark the reporter leaves once it listens (a developer's and a journey's sign). */
export const REPORTER_STARTED = 'telemetry-reporter-started';
