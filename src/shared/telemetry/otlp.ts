/**
 * OpenTelemetry's OTLP/HTTP JSON encoding of log records (opentelemetry-proto's logs.proto, the
 * spec's "JSON Protobuf Encoding": lowerCamelCase keys, enums as integers, 64-bit integers as
 * decimal strings). Any OpenTelemetry Collector, Grafana Alloy or vendor endpoint ingests it at
 * `/v1/logs`; the demo server validates it against the .proto files (scripts/telemetry/).
 * Decision: docs/decisions/071-field-telemetry-as-otlp-logs.md.
 */

/** A number is a double (a vital's value); `{ int }` an integer (an HTTP status). */
export type AttributeValue = string | number | boolean | { int: number };
export type Attributes = Record<string, AttributeValue | undefined>;

type AnyValue =
  { stringValue: string } | { intValue: string } | { doubleValue: number } | { boolValue: boolean };

export interface LogRecord {
  timeUnixNano: string;
  observedTimeUnixNano: string;
  severityNumber: number;
  severityText: string;
  eventName: string;
  body?: { stringValue: string };
  attributes: { key: string; value: AnyValue }[];
}

/** SeverityNumber of logs.proto. */
export const SEVERITY = { INFO: 9, WARN: 13, ERROR: 17 } as const;

const anyValue = (value: AttributeValue): AnyValue => {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') return { doubleValue: value };
  return { intValue: String(Math.trunc(value.int)) };
};

export const keyValues = (attributes: Attributes) =>
  Object.entries(attributes).flatMap(([key, value]) =>
    value === undefined ? [] : [{ key, value: anyValue(value) }],
  );

/** Milliseconds since the epoch as OTLP's nanoseconds, in a string (no float reaches it). */
const nanos = (ms: number) => `${Math.round(ms)}000000`;

export function logRecord(
  eventName: string,
  severity: keyof typeof SEVERITY,
  at: number,
  attributes: Attributes,
  body?: string,
): LogRecord {
  return {
    timeUnixNano: nanos(at),
    observedTimeUnixNano: nanos(Date.now()),
    severityNumber: SEVERITY[severity],
    severityText: severity,
    eventName,
    ...(body === undefined ? {} : { body: { stringValue: body } }),
    attributes: keyValues(attributes),
  };
}

/** An ExportLogsServiceRequest: one resource (this app at its version), one scope. */
export function exportRequest(version: string, records: LogRecord[]) {
  return {
    resourceLogs: [
      {
        resource: {
          attributes: keyValues({
            'service.name': 'music-copyright-lending-web',
            'service.version': version,
            'telemetry.sdk.language': 'webjs',
          }),
        },
        scopeLogs: [{ scope: { name: 'app.telemetry', version: '1' }, logRecords: records }],
      },
    ],
  };
}
