import type { AnySchema } from 'yup';
import { isObject } from '@/shared/lib/is-object';

/**
 * A second reading of the same schemas, for speed: what each field of ./fields is (exact,
 * optional, display, a record, a group, a list) is written on its yup schema as `meta.wire`, and
 * this walks the schema tree with those readers directly. yup spends ~20 µs of bookkeeping on
 * every item of a 5,000-loan answer (a context, a path, a promise-free test run per field); this
 * spends what the readers do. It answers only when the whole answer reads: on anything it does
 * not know, or any field that fails, it gives up and yup reads the answer and says what is wrong
 * (../schemas.ts). Jest reads every answer both ways and compares (decision 055).
 */

type Reader = (raw: unknown) => unknown;

export type WireMeta =
  | { kind: 'exact'; read: Reader }
  | { kind: 'optional'; read: Reader }
  | { kind: 'display'; read: Reader; fallback: unknown; optional: boolean }
  | { kind: 'record' }
  | { kind: 'group' }
  | { kind: 'list' };

/** What the walk could not vouch for: yup decides. */
const GIVE_UP = Symbol('give up');

interface Walk {
  onFallback: (path: string) => void;
}

const isAbsent = (raw: unknown) => raw === undefined || raw === null;

/**
 * A field's path as yup writes it ("contracts[3].title"), built only when it is needed (a field
 * that fell back, an object or list to walk into): at 5,000 loans a path written for every field
 * was ~75,000 strings a read.
 */
const join = (parent: string, key: string | number | null): string =>
  // Stryker disable next-line ConditionalExpression: only the root has no key; its parent is '', so the mutant gives null there, which its children's join reads as '' too
  key === null
    ? parent
    : typeof key === 'number'
      ? `${parent}[${key}]`
      : parent
        ? `${parent}.${key}`
        : key;

function metaOf(schema: AnySchema): WireMeta | undefined {
  return (schema.spec.meta as { wire?: WireMeta } | undefined)?.wire;
}

function fields(
  schema: AnySchema,
  raw: Record<string, unknown>,
  path: string,
  walk: Walk,
  missing = false,
) {
  const shape = (schema as unknown as { fields: Record<string, AnySchema> }).fields;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) {
    const value = read(shape[key], raw[key], path, key, walk, missing);
    if (value === GIVE_UP) return GIVE_UP;
    // yup leaves a field out of its output when its value is undefined.
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * `missing`: the field's group was not sent. yup then hands each field's check the field's own
 * fallback as what was sent (./fields `rawOf`), so a field warns only when even its fallback
 * does not read (the job's empty code does; the name's "—" does not); the group warns anyway.
 */
function read(
  schema: AnySchema,
  raw: unknown,
  parent: string,
  key: string | number | null,
  walk: Walk,
  // Stryker disable next-line BooleanLiteral: left out only for the root and a list's items, records or lists that never read it
  missing = false,
): unknown {
  const meta = metaOf(schema);
  switch (meta?.kind) {
    // yup also tests the reader's value once more; every reader reads its own output (the
    // comparison of both readings in every Jest test would show one that did not).
    case 'exact': {
      const value = meta.read(raw);
      return value === null ? GIVE_UP : value;
    }
    case 'optional': {
      if (isAbsent(raw)) return undefined;
      const value = meta.read(raw);
      return value === null ? GIVE_UP : value;
    }
    case 'display': {
      const value = meta.read(raw);
      if (value !== null) return value;
      const seen = missing ? meta.fallback : raw;
      if (meta.read(seen) === null && !(meta.optional && isAbsent(seen))) {
        walk.onFallback(join(parent, key));
      }
      return meta.fallback;
    }
    case 'record':
      return isObject(raw) ? fields(schema, raw, join(parent, key), walk) : GIVE_UP;
    case 'group': {
      const path = join(parent, key);
      if (!isObject(raw)) walk.onFallback(path);
      return isObject(raw) ? fields(schema, raw, path, walk) : fields(schema, {}, path, walk, true);
    }
    case 'list': {
      if (!Array.isArray(raw)) return GIVE_UP;
      const item = (schema as unknown as { innerType: AnySchema }).innerType;
      const out: unknown[] = [];
      const path = join(parent, key);
      for (let i = 0; i < raw.length; i += 1) {
        const value = read(item, raw[i], path, i, walk);
        if (value === GIVE_UP) return GIVE_UP;
        out.push(value);
      }
      return out;
    }
    default:
      return GIVE_UP;
  }
}

/**
 * The schema's output for `raw` and the display fields that fell back, or null when only yup
 * can say (an unknown schema, or a value that does not read).
 */
export function fastCheck(
  schema: AnySchema,
  raw: unknown,
  onFallback: (path: string) => void,
): { value: unknown } | null {
  const reported: string[] = [];
  const value = read(schema, raw, '', null, { onFallback: (path) => reported.push(path) });
  if (value === GIVE_UP) return null;
  // Reported only once the whole answer read: a failed walk must not warn twice.
  for (const path of reported) onFallback(path);
  return { value };
}
