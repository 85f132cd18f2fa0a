import type { StampedEvent } from './events';
import { logRecord, type Attributes, type LogRecord } from './otlp';
import { scrubStack, scrubText } from './scrub';

/**
 * Each event as an OTLP log record with OpenTelemetry's attribute names where one exists
 * (exception.*, url.template, http.*, code.*), the app's own under `app.`. Every string passes the
 * scrubber (scrub.ts).
 */

function describe(error: unknown): { type: string; message: string; stack?: string } {
  if (error instanceof Error)
    return { type: error.name, message: error.message, stack: error.stack };
  if (typeof error === 'string') return { type: 'string', message: error };
  // A rejected call's ApiError ({status, code, cause, message}): its code and status say enough.
  const code = (error as { code?: unknown } | null)?.code;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof code === 'string'
    ? { type: 'ApiError', message: `${code} (${String(status)})` }
    : { type: typeof error, message: 'a value that is not an Error' };
}

export function recordOf(event: StampedEvent): LogRecord {
  const common: Attributes = {
    'url.template': event.route,
    'code.stacktrace': scrubStack(event.site, 12),
  };
  switch (event.kind) {
    case 'error': {
      const { type, message, stack } = describe(event.error);
      return logRecord('exception', 'ERROR', event.at, {
        ...common,
        'app.error.source': event.source,
        'exception.type': scrubText(type, 80),
        'exception.message': scrubText(message),
        'exception.stacktrace': scrubStack(stack),
      });
    }
    case 'call':
      return logRecord('app.api.failure', 'WARN', event.at, {
        ...common,
        'app.api.endpoint': scrubText(event.endpoint, 80),
        'app.api.cause': event.cause,
        'http.response.status_code': event.status === undefined ? undefined : { int: event.status },
      });
    case 'drift':
      return logRecord('app.wire.drift', 'WARN', event.at, {
        ...common,
        'app.wire.call': scrubText(event.call, 80),
        'app.wire.field': scrubText(event.field, 120),
      });
    case 'money':
      return logRecord('app.money.recheck', 'WARN', event.at, {
        ...common,
        'app.api.endpoint': scrubText(event.endpoint, 80),
        'app.money.outcome': event.outcome,
      });
  }
}

/** Events counted as the same, so one broken screen does not fill the queue. */
export function sameness(event: StampedEvent): string {
  switch (event.kind) {
    case 'error':
      return `error ${event.source} ${describe(event.error).message.slice(0, 120)}`;
    case 'call':
      return `call ${event.endpoint} ${event.cause} ${event.route}`;
    case 'drift':
      return `drift ${event.call} ${event.field}`;
    case 'money':
      return `money ${event.endpoint} ${event.outcome} ${event.at}`;
  }
}
