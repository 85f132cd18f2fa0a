import path from 'node:path';
import protobuf from 'protobufjs';

/**
 * OTLP/HTTP JSON checked against OpenTelemetry's published schema: the .proto files of
 * opentelemetry-proto v1.9.0 (./proto, Apache-2.0), read by protobufjs, and the encoding rules of
 * its specification ("JSON Protobuf Encoding": lowerCamelCase keys only, enums as integers,
 * 64-bit integers as decimal strings or numbers, trace and span ids in hex). Stricter than a
 * receiver on one point: a field the schema does not name is an error here (a receiver ignores
 * it), so a misspelt key cannot pass unseen.
 */

const PROTO_DIR = path.join(__dirname, 'proto');
const root = new protobuf.Root();
root.resolvePath = (_origin, target) => path.join(PROTO_DIR, target);
root.loadSync('opentelemetry/proto/collector/logs/v1/logs_service.proto');
root.resolveAll();

const REQUEST = root.lookupType('opentelemetry.proto.collector.logs.v1.ExportLogsServiceRequest');
const INT64 = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
const INT32 = new Set(['int32', 'uint32', 'sint32', 'fixed32', 'sfixed32']);
const HEX_IDS = new Set(['traceId', 'spanId']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkScalar(field: protobuf.Field, value: unknown, at: string): string | null {
  const { type } = field;
  if (field.resolvedType instanceof protobuf.Enum) {
    return Number.isInteger(value) &&
      Object.values(field.resolvedType.values).includes(value as number)
      ? null
      : `${at}: an enum is an integer of ${field.resolvedType.name}`;
  }
  if (type === 'string') return typeof value === 'string' ? null : `${at}: not a string`;
  if (type === 'bool') return typeof value === 'boolean' ? null : `${at}: not a boolean`;
  if (type === 'double' || type === 'float') {
    return typeof value === 'number' || ['NaN', 'Infinity', '-Infinity'].includes(String(value))
      ? null
      : `${at}: not a number`;
  }
  if (INT64.has(type) || INT32.has(type)) {
    const ok =
      (typeof value === 'number' && Number.isInteger(value)) ||
      (typeof value === 'string' && /^-?\d+$/.test(value));
    return ok ? null : `${at}: not an integer`;
  }
  if (type === 'bytes') {
    const pattern = HEX_IDS.has(field.name) ? /^([0-9a-f]{2})*$/i : /^[A-Za-z0-9+/_-]*=*$/;
    return typeof value === 'string' && pattern.test(value) ? null : `${at}: bytes not encoded`;
  }
  return `${at}: type ${type} not checked`;
}

function checkMessage(type: protobuf.Type, value: unknown, at: string, problems: string[]): void {
  if (!isPlainObject(value)) {
    problems.push(`${at}: not an object`);
    return;
  }
  for (const oneof of type.oneofsArray) {
    const set = oneof.oneof.filter((name) => value[name] !== undefined);
    if (set.length > 1) problems.push(`${at}: more than one of ${oneof.name} (${set.join(', ')})`);
  }
  for (const [key, item] of Object.entries(value)) {
    const field = type.fields[key];
    if (!field) {
      problems.push(`${at}.${key}: not a field of ${type.name}`);
      continue;
    }
    if (item === null) continue;
    const items = field.repeated ? item : [item];
    if (!Array.isArray(items)) {
      problems.push(`${at}.${key}: a repeated field is a list`);
      continue;
    }
    items.forEach((entry, i) => {
      const where = field.repeated ? `${at}.${key}[${i}]` : `${at}.${key}`;
      if (field.resolvedType instanceof protobuf.Type) {
        checkMessage(field.resolvedType, entry, where, problems);
      } else {
        const problem = checkScalar(field, entry, where);
        if (problem) problems.push(problem);
      }
    });
  }
}

/** What is wrong with an ExportLogsServiceRequest in OTLP JSON; empty when nothing is. */
export function otlpLogsProblems(body: unknown): string[] {
  const problems: string[] = [];
  checkMessage(REQUEST, body, 'request', problems);
  return problems;
}
