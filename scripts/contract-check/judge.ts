/**
 * One answer, judged as the app would meet it:
 *
 * - `break`: the app cannot act on it. No answer, not JSON, a status the call does not expect, a
 *   broken envelope, or a value the app's readers cannot read where the app acts on it (an exact
 *   field): the screen would show its error. Each finding names the field's path, what the app
 *   needs there and the JSON type that came.
 * - `drift`: the app reads it, but not as the document's canonical form: a tolerated spelling
 *   (`"1,250,000"` for 1250000), a display field shown as its fallback, a field left out that the
 *   app does without, a code it does not know, a field it does not read. Each names the path and
 *   what was read.
 * - `ok`: canonical, as the document says.
 *
 * Only paths, forms and JSON types are written, never a value: an answer holds people's data.
 */
import { reach, ValidationError, type AnySchema } from 'yup';
import type { WireMeta } from '@/shared/api/wire/fast-check';
import { operationAnswerViolations } from '../openapi/conformance';
import { formOf } from '../openapi/forms';
import type { Operation } from '../openapi/operations';

export interface Answer {
  status: number;
  /** Parsed JSON; undefined when the body was not JSON (or there was none). */
  body: unknown;
  /** No answer at all: the connection failed or timed out. */
  failure?: string;
}

/** A Fetch response as the judge reads it: its status and its body parsed as JSON, if it is. */
export async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/** `unused`: a call the contract declares and the app never makes (listed apart, never a break). */
export type Verdict = 'ok' | 'drift' | 'break' | 'skip' | 'unused';
export interface Finding {
  path: string;
  says: string;
  /** A break among drifts. */
  breaks?: boolean;
}
export interface Judged {
  verdict: Verdict;
  findings: Finding[];
  /** `data` as the app's readers made it (for the next calls), when they could. */
  data?: unknown;
  /** The HTTP status and, for a refusal, its error code. */
  status?: string;
}

const jsonType = (value: unknown) =>
  value === undefined
    ? 'nothing'
    : value === null
      ? 'null'
      : Array.isArray(value)
        ? 'an array'
        : `a ${typeof value}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `contracts[3].copyright.name` → `contracts[].copyright.name`: one finding per field. */
const fieldOf = (path: string) => path.replace(/\[\d+\]/g, '[]');

function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split(/\.|\[(\d+)\]/).filter(Boolean)) {
    value =
      isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

const metaOf = (schema: AnySchema) =>
  schema.spec.meta as { wire?: WireMeta; known?: string[] } | undefined;

/** What the app needs at a field, in words. */
function needs(schema: AnySchema, path: string): string {
  try {
    const meta = metaOf(reach(schema, path) as AnySchema);
    const wire = meta?.wire;
    if (wire && 'read' in wire) return formOf(wire.read, meta?.known).name;
    return wire?.kind === 'list' ? 'a list' : 'an object';
  } catch {
    return 'a value';
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Drift: where the answer is not the canonical form the app turned it into. */
function drifts(
  schema: AnySchema,
  raw: unknown,
  read: unknown,
  path: string,
  out: Finding[],
): void {
  const meta = metaOf(schema);
  const wire = meta?.wire;
  const here = path || '(data)';
  switch (wire?.kind) {
    case 'record':
    case 'group': {
      if (!isObject(raw)) {
        if (wire.kind === 'group')
          out.push({
            path: here,
            says: `${jsonType(raw)} where an object was expected: its fields shown as fallbacks`,
          });
        return;
      }
      const fields = (schema as unknown as { fields: Record<string, AnySchema> }).fields;
      for (const key of Object.keys(raw)) {
        if (!(key in fields))
          out.push({
            path: path ? `${path}.${key}` : key,
            says: 'not in the contract; the app does not read it',
          });
      }
      for (const [key, field] of Object.entries(fields)) {
        drifts(
          field,
          raw[key],
          (read as Record<string, unknown> | undefined)?.[key],
          path ? `${path}.${key}` : key,
          out,
        );
      }
      return;
    }
    case 'list':
      if (!Array.isArray(raw)) return;
      raw.forEach((item, index) => {
        drifts(
          (schema as unknown as { innerType: AnySchema }).innerType,
          item,
          (read as unknown[])[index],
          `${path}[${index}]`,
          out,
        );
      });
      return;
    case 'exact':
    case 'optional':
    case 'display': {
      const form = formOf(wire.read, meta?.known).name;
      if (raw === undefined) {
        if (wire.kind !== 'exact')
          out.push({ path: here, says: `left out; the app does without (${form})` });
        return;
      }
      if (
        wire.kind === 'display' &&
        wire.read(raw) === null &&
        !(wire.optional && raw === null) &&
        !(wire.fallback === null && raw === null)
      ) {
        out.push({
          path: here,
          says: `${jsonType(raw)} the app cannot read as ${form}: shown as its fallback`,
        });
        return;
      }
      if (!same(raw, read)) {
        out.push({ path: here, says: `${jsonType(raw)} read as ${form} (not the canonical form)` });
        return;
      }
      const known = meta?.known ?? [];
      if (known.length > 0 && typeof read === 'string' && read !== '' && !known.includes(read)) {
        out.push({ path: here, says: 'a code the contract does not name: shown as 기타' });
      }
      return;
    }
    default:
  }
}

/** Many items, one finding per field: `contracts[].loanAmount … (×22)`. */
function collapse(findings: Finding[]): Finding[] {
  const byField = new Map<string, Finding & { times: number }>();
  for (const finding of findings) {
    const key = `${fieldOf(finding.path)}\u0000${finding.says}\u0000${finding.breaks ? 1 : 0}`;
    const seen = byField.get(key);
    if (seen) seen.times += 1;
    else byField.set(key, { ...finding, path: fieldOf(finding.path), times: 1 });
  }
  return [...byField.values()].map(({ times, ...finding }) =>
    times > 1 ? { ...finding, says: `${finding.says} (×${times})` } : finding,
  );
}

const broken = (says: string, path = ''): Judged => ({
  verdict: 'break',
  findings: [{ path, says, breaks: true }],
});

export async function judge(
  operation: Operation,
  answer: Answer,
  refusalAllowed: boolean,
): Promise<Judged> {
  if (answer.failure) return broken(`no answer (${answer.failure})`);
  const status = String(answer.status);
  if (answer.body === undefined)
    return { ...broken(`HTTP ${status}, and the body is not JSON`), status };
  const body = answer.body;
  const documentSays = operationAnswerViolations(operation, answer.status, body);

  if (answer.status >= 300) {
    const envelope = isObject(body) ? body : {};
    const error = isObject(envelope.error) ? envelope.error : {};
    const code = typeof error.code === 'string' ? error.code : undefined;
    const named = `HTTP ${status}${code ? ` ${code}` : ''}`;
    if (!code || envelope.success !== false)
      return {
        ...broken(`${named}: not the error envelope {success: false, error: {code, message}}`),
        status,
      };
    if (answer.status >= 500) return { ...broken(`${named}: the server failed`), status: named };
    if (!refusalAllowed)
      return { ...broken(`${named} where the call should succeed`), status: named };
    if (documentSays.length > 0)
      return {
        ...broken(`${named}: a status the contract does not name for this call`),
        status: named,
      };
    return {
      verdict: 'ok',
      findings: [{ path: '', says: `refused as the contract allows (${named})` }],
      status: named,
    };
  }

  if (!isObject(body) || body.success !== true || !('data' in body)) {
    return { ...broken('not the success envelope {success: true, data}'), status };
  }
  const raw = body.data;
  if (!operation.data) {
    return raw === null
      ? { verdict: 'ok', findings: [], data: null, status }
      : {
          verdict: 'drift',
          findings: [
            { path: 'data', says: `${jsonType(raw)} where null was expected; the app ignores it` },
          ],
          data: null,
          status,
        };
  }
  const schema = operation.data.schema();
  let read: unknown;
  try {
    read = await schema.validate(raw, {
      stripUnknown: true,
      abortEarly: false,
      context: { onFallback: () => {} },
    });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    const findings = inner.map((one) => {
      const path = one.path ?? '';
      return {
        path: path || '(data)',
        says: `needs ${needs(schema, path)}; got ${jsonType(valueAt(raw, path))}`,
        breaks: true,
      };
    });
    return { verdict: 'break', findings: collapse(findings), status };
  }
  const found: Finding[] = [];
  drifts(schema, raw, read, '', found);
  const findings = collapse(found);
  if (findings.length === 0 && documentSays.length > 0) {
    findings.push(...documentSays.map((line) => ({ path: '(document)', says: line })));
  }
  return { verdict: findings.length > 0 ? 'drift' : 'ok', findings, data: read, status };
}
