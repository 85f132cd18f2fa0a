/**
 * What the demo collector received, read as the team reads a dashboard: p75 of each vital per
 * route pattern, the errors by count with their stacks, the failing calls by cause, the drifted
 * fields, the money answers that came late or were lost, and the slow taps with the script that
 * held them. Pure: the collector (./collector.ts) and `npm run telemetry` (./show.ts) share it.
 */

export type Value = string | number | boolean;

/** One OTLP log record, flattened: its event, its version, its attributes as plain values. */
export interface Received {
  event: string;
  version: string;
  time: number;
  attributes: Record<string, Value>;
}

type Attributes = { key: string; value: Record<string, unknown> }[] | undefined;

const plain = (value: Record<string, unknown>): Value => {
  if ('stringValue' in value) return String(value.stringValue);
  if ('boolValue' in value) return Boolean(value.boolValue);
  if ('intValue' in value) return Number(value.intValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  return JSON.stringify(value);
};
const flat = (attributes: Attributes) =>
  Object.fromEntries((attributes ?? []).map(({ key, value }) => [key, plain(value)]));

/** The records of a valid ExportLogsServiceRequest (checked by ./otlp-schema.ts first). */
export function receivedOf(body: {
  resourceLogs?: {
    resource?: { attributes?: Attributes };
    scopeLogs?: {
      logRecords?: { eventName?: string; timeUnixNano?: string; attributes?: Attributes }[];
    }[];
  }[];
}): Received[] {
  return (body.resourceLogs ?? []).flatMap((resourceLog) => {
    const version = String(flat(resourceLog.resource?.attributes)['service.version'] ?? 'unknown');
    return (resourceLog.scopeLogs ?? []).flatMap((scope) =>
      (scope.logRecords ?? []).map((record) => ({
        event: record.eventName ?? '',
        version,
        time: Number(String(record.timeUnixNano ?? '0').slice(0, -6)),
        attributes: flat(record.attributes),
      })),
    );
  });
}

/** The 75th percentile by nearest rank, as Core Web Vitals are judged. */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? NaN;
}

function countBy<T>(records: Received[], keyOf: (r: Received) => string, make: (r: Received) => T) {
  const groups = new Map<string, T & { count: number }>();
  for (const record of records) {
    const key = keyOf(record);
    const group = groups.get(key) ?? { ...make(record), count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

export function summarise(records: Received[]) {
  const of = (event: string) => records.filter((r) => r.event === event);
  const a = (r: Received, key: string) => r.attributes[key];
  const vitals: Record<string, Record<string, { p75: number; count: number }>> = {};
  for (const r of of('browser.web_vital')) {
    const route = String(a(r, 'url.template'));
    const name = String(a(r, 'browser.web_vital.name'));
    (vitals[route] ??= {})[name] ??= { p75: NaN, count: 0 };
  }
  for (const [route, byName] of Object.entries(vitals)) {
    for (const name of Object.keys(byName)) {
      const values = of('browser.web_vital')
        .filter((r) => a(r, 'url.template') === route && a(r, 'browser.web_vital.name') === name)
        .map((r) => Number(a(r, 'browser.web_vital.value')));
      byName[name] = { p75: p75(values), count: values.length };
    }
  }
  return {
    records: records.length,
    versions: [...new Set(records.map((r) => r.version))],
    vitals,
    errors: countBy(
      of('exception'),
      (r) => `${a(r, 'app.error.source')} ${a(r, 'exception.type')} ${a(r, 'exception.message')}`,
      (r) => ({
        source: a(r, 'app.error.source'),
        type: a(r, 'exception.type'),
        message: a(r, 'exception.message'),
        route: a(r, 'url.template'),
        version: r.version,
        stack: a(r, 'exception.stacktrace'),
      }),
    ),
    calls: countBy(
      of('app.api.failure'),
      (r) =>
        `${a(r, 'app.api.endpoint')} ${a(r, 'app.api.cause')} ${a(r, 'http.response.status_code')}`,
      (r) => ({
        endpoint: a(r, 'app.api.endpoint'),
        cause: a(r, 'app.api.cause'),
        status: a(r, 'http.response.status_code'),
        route: a(r, 'url.template'),
        version: r.version,
        stack: a(r, 'code.stacktrace'),
      }),
    ),
    drift: countBy(
      of('app.wire.drift'),
      (r) => `${a(r, 'app.wire.call')} ${a(r, 'app.wire.field')}`,
      (r) => ({
        call: a(r, 'app.wire.call'),
        field: a(r, 'app.wire.field'),
        route: a(r, 'url.template'),
        version: r.version,
        stack: a(r, 'code.stacktrace'),
      }),
    ),
    money: countBy(
      of('app.money.recheck'),
      (r) => `${a(r, 'app.api.endpoint')} ${a(r, 'app.money.outcome')}`,
      (r) => ({ endpoint: a(r, 'app.api.endpoint'), outcome: a(r, 'app.money.outcome') }),
    ),
    slowTaps: of('browser.web_vital')
      .filter(
        (r) =>
          a(r, 'browser.web_vital.name') === 'inp' && a(r, 'browser.web_vital.rating') !== 'good',
      )
      .map((r) => ({
        ms: a(r, 'browser.web_vital.value'),
        route: a(r, 'url.template'),
        version: r.version,
        target: a(r, 'app.vital.target'),
        slowestPart: a(r, 'app.vital.slowest_part'),
        script: a(r, 'code.file.path'),
        scriptChar: a(r, 'app.vital.script_char'),
        function: a(r, 'code.function.name'),
      })),
  };
}

export type Summary = ReturnType<typeof summarise>;
