import type { SchemaFailureHandler } from '@reduxjs/toolkit/query';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ISchema, Schema, ValidationError } from 'yup';
import { invalidResponseError } from './api-error';
import { loadDefinitions } from './schema-chunk';
import type * as Definitions from './wire/schemas';
import type { WireContext } from './wire/fields';
import { fastCheck } from './wire/fast-check';
import { isObject } from '@/shared/lib/is-object';
import { report } from '@/shared/telemetry/report';

/**
 * Runtime checks of every response's `data` (api-contract "Transport": a 2xx whose data is of the
 * wrong shape is a handled error). The definitions live in ./wire/schemas, the one source of the
 * contract; this module hands RTK Query Standard Schema stand-ins that load them on first use, so
 * yup is not part of any screen's first download (RTK Query awaits an async `validate`).
 * The boot script starts that download (schema-chunk.ts), beside the first screen and its call.
 */

type SchemaName = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any yup schema, whatever its flags
  [K in keyof typeof Definitions]: (typeof Definitions)[K] extends () => ISchema<any, any>
    ? K
    : never;
}[keyof typeof Definitions];
type Output<K extends SchemaName> = StandardSchemaV1.InferOutput<
  ReturnType<(typeof Definitions)[K]>
>;

/** `contracts[3].copyright.name` → `contracts[].copyright.name`: one warning per field. */
const fieldOf = (path: string) => path.replace(/\[\d+\]/g, '[]');

/**
 * Answers already read, by the schema that read them. The boot script reads the first screen's
 * answer as it arrives (app/boot/first-call.ts) and the base query hands RTK Query that reading
 * (shared/api/early-get.ts); its schema check then takes it as it is instead of reading it again.
 */
const readAs = new WeakMap<object, SchemaName>();

/**
 * The answer as the store keeps it: frozen at its top, and known as read. Immer walks and freezes
 * every object new to the state unless it is frozen already; a 5,000-loan answer cost ~150 ms of
 * that at 4x CPU on the way to home's first card. Nothing writes into an answer (the store
 * refuses it in any case), so its top freezes it for immer's purposes.
 */
const kept = <T>(name: SchemaName, value: T): T => {
  if (isObject(value)) readAs.set(Object.freeze(value), name);
  return value;
};

/**
 * Validates `value` against the named schema. Display-only fields that fell back are reported as
 * one console warning per field (not per list item), naming the field and the call.
 */
export async function validateWire<K extends SchemaName>(
  name: K,
  value: unknown,
): Promise<StandardSchemaV1.Result<Output<K>>> {
  const schema = (await loadDefinitions())[name]() as unknown as Schema<Output<K>>;
  const fallbacks = new Map<string, number>();
  const onFallback = (path: string) =>
    fallbacks.set(fieldOf(path), (fallbacks.get(fieldOf(path)) ?? 0) + 1);
  const context: WireContext = { onFallback };
  const warn = () => {
    for (const [field, times] of fallbacks) {
      console.warn(
        `[${name}] ${field}: missing or unreadable${times > 1 ? ` in ${times} items` : ''}; shown as a fallback`,
      );
      // The team learns the server changed before a person complains (once per page view).
      report({ kind: 'drift', call: name, field });
    }
  };
  // The same schema read by its field readers alone (wire/fast-check.ts): a 5,000-loan answer in
  // ~5 ms instead of ~110 (Node, decision 055). Anything it cannot vouch for goes to yup, which
  // also says what is wrong.
  const fast = fastCheck(schema, value, onFallback);
  if (fast) {
    if (process.env.NODE_ENV === 'test') sameAsYup(name, schema, value, fast.value, fallbacks);
    warn();
    return { value: kept(name, fast.value) as Output<K> };
  }
  try {
    // Fields the contract does not name are dropped: the store holds what the types say. Every
    // field's check is synchronous: yup's sync path checks a 5,000-loan list in about half the
    // time of its promise per field (108 against 200 ms in Node; docs/performance.md, "Scale").
    const output = schema.validateSync(value, { context, abortEarly: false, stripUnknown: true });
    warn();
    return { value: kept(name, output) };
  } catch (error) {
    const { inner, errors } = error as ValidationError;
    const issues = (inner.length ? inner : [error as ValidationError]).map((issue, index) => ({
      message: issue.message ?? errors[index],
      path: issue.path ? [issue.path] : undefined,
    }));
    return { issues };
  }
}

/**
 * Jest reads every answer both ways: the fast reading must give what yup gives, value and
 * warnings alike, or the test that made the call fails.
 */
function sameAsYup(
  name: string,
  schema: Schema<unknown>,
  value: unknown,
  fast: unknown,
  fallbacks: ReadonlyMap<string, number>,
) {
  const seen = new Map<string, number>();
  const context: WireContext = {
    onFallback: (path) => seen.set(fieldOf(path), (seen.get(fieldOf(path)) ?? 0) + 1),
  };
  const slow = schema.validateSync(value, { context, abortEarly: false, stripUnknown: true });
  const asText = (map: ReadonlyMap<string, number>) => JSON.stringify([...map].sort());
  // Keys in one order: yup writes an object's fields in an order of its own.
  const sorted = (value: unknown): string =>
    JSON.stringify(value, (_key, item: unknown) =>
      isObject(item) && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
        : item,
    );
  const [mine, theirs] = [sorted(fast), sorted(slow)];
  if (mine !== theirs || asText(seen) !== asText(fallbacks)) {
    const at = [...mine].findIndex((char, i) => char !== theirs[i]);
    throw new Error(
      `[${name}] the fast reading differs from yup's at ${at}: ${mine.slice(at - 80, at + 80)} / ${theirs.slice(at - 80, at + 80)}; warnings ${asText(fallbacks)} / ${asText(seen)}`,
    );
  }
}

function lazySchema<K extends SchemaName>(name: K): StandardSchemaV1<Output<K>, Output<K>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'yup',
      validate: (value) =>
        isObject(value) && readAs.get(value) === name
          ? { value: value as Output<K> }
          : validateWire(name, value),
    },
  };
}

const reportSchemaFailure: SchemaFailureHandler = (error, info) => {
  // The user sees the screen's clear error; a developer needs the field to find the mismatch.
  console.warn(
    `Response of ${info.endpoint} is not usable: ${error.issues.map((issue) => issue.message).join('; ')}`,
  );
  report({ kind: 'call', endpoint: info.endpoint, cause: 'unreadable' });
};

/**
 * What an endpoint spreads into its definition to have its response checked: RTK Query runs the
 * schema as `responseSchema`; `catchSchemaFailure` turns a failure into the app's ApiError, so it
 * reaches hooks as `error` (without it RTK Query rethrows).
 */
export function validated<T>(schema: StandardSchemaV1<T, T>) {
  return {
    responseSchema: schema,
    catchSchemaFailure: invalidResponseError,
    onSchemaFailure: reportSchemaFailure,
  };
}

const nullData = lazySchema('nullDataSchema');

/** The same for the calls whose `data` the contract fixes as `null`; they resolve to null. */
export function validatedNull() {
  return {
    rawResponseSchema: nullData,
    transformResponse: (): null => null,
    catchSchemaFailure: invalidResponseError,
    onSchemaFailure: reportSchemaFailure,
  };
}

export const contractListSchema = lazySchema('contractListSchema');
export const myNftListSchema = lazySchema('myNftListSchema');
export const predictSchema = lazySchema('predictSchema');
export const nftCreateSchema = lazySchema('nftCreateSchema');
export const nftDetailSchema = lazySchema('nftDetailSchema');
export const contractDetailSchema = lazySchema('contractDetailSchema');
export const investInfoSchema = lazySchema('investInfoSchema');
export const loanInfoSchema = lazySchema('loanInfoSchema');
export const loanTermsSchema = lazySchema('loanTermsSchema');
export const loanStatusSchema = lazySchema('loanStatusSchema');
export const loanConclusionSchema = lazySchema('loanConclusionSchema');
export const confirmedContractsSchema = lazySchema('confirmedContractsSchema');
export const tokensSchema = lazySchema('tokensSchema');
