import {
  array,
  mixed,
  object,
  type InferType,
  type ISchema,
  type ObjectShape,
  type TestContext,
} from 'yup';
import { isObject } from '@/shared/lib/is-object';
import { report } from '@/shared/telemetry/report';
import {
  MISSING_TEXT,
  readCode,
  readCount,
  readDecimal,
  readFlag,
  readId,
  readPercent,
  readPercentText,
  readRate,
  readRounds,
  readSignedInteger,
  readText,
  readTextList,
  readTime,
  readUrl,
  readWon,
} from './normalise';
import type { WireMeta } from './fast-check';

/**
 * The three classes of wire field (architecture "Data from the server"), as yup schemas. Each
 * reads the raw value with a reader from ./normalise and yields the canonical form.
 *
 * - **exact**: what the app acts on: ids in URLs, amounts and rates used in arithmetic, counts,
 *   flags that change behaviour. Accepted in every spelling the reader knows; anything else
 *   fails the response with the field's path in the message, so the screen shows its clear
 *   error and never a wrong figure.
 * - **optional**: the same readers for fields a server may leave out (an id it does not send);
 *   absent or null is `undefined`, a present but unreadable value still fails.
 * - **display**: what is only shown. An unreadable or missing value becomes a neutral stand-in
 *   ("—" for text, no picture, an empty list, `null` for a figure) and is reported once as a
 *   warning naming the field; the rest of the screen renders.
 */

/** Called once per field path whose display value fell back; set by the validating caller. */
export interface WireContext {
  onFallback?: (path: string) => void;
}

type Reader<T> = (raw: unknown) => T | null;

/** What the field is, for the fast reading of the same schema (./fast-check.ts). */
function wire(meta: WireMeta) {
  return { wire: meta };
}
/** What yup's `mixed<T>` accepts: any value but null and undefined. */
type Present = NonNullable<unknown>;

function isAbsent(raw: unknown) {
  return raw === undefined || raw === null;
}

/**
 * The value the server sent for the field under test. yup hands a test the *cast* value as
 * `originalValue` when the key was missing (the default stands in for it), so the raw value is
 * read from the raw parent object instead.
 */
function rawOf(context: TestContext, level = 0): unknown {
  const key = (context.options as { key?: string }).key;
  const parent = context.from?.[level]?.value as unknown;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: yup gives a key only to a field of an object, and that object is its parent
  return key !== undefined && isObject(parent) ? parent[key] : context.originalValue;
}

function reportFallback(context: TestContext, raw: unknown, optional: boolean): void {
  if (optional && isAbsent(raw)) return;
  const onFallback = (context.options.context as WireContext | undefined)?.onFallback;
  if (onFallback) onFallback(context.path);
  else {
    console.warn(`[wire] ${context.path}: unreadable value, shown as a fallback`);
    report({ kind: 'drift', call: 'wire', field: context.path.replace(/\[\d+\]/g, '[]') });
  }
}

/** Exact: the reader's value, or a failed response naming the field. */
function exact<T extends Present>(read: Reader<T>, what: string) {
  return mixed<T>()
    .transform((_value: unknown, raw: unknown) => read(raw) ?? raw)
    .test('wire-exact', `\${path} is not ${what}`, (value) => read(value) !== null)
    .defined()
    .meta(wire({ kind: 'exact', read }));
}

/** Optional: absent (or null) is undefined; a value that is present must read. */
function optionalField<T extends Present>(read: Reader<T>, what: string) {
  return mixed<T>()
    .transform((_value: unknown, raw: unknown) => (raw === null ? undefined : (read(raw) ?? raw)))
    .test('wire-optional', `\${path} is not ${what}`, (value) => {
      return value === undefined || read(value) !== null;
    })
    .optional()
    .meta(wire({ kind: 'optional', read }));
}

/** The test every display-only field runs: never fails, reports an unreadable raw value once. */
function reportsUnreadable<T>(read: Reader<T>, optional: boolean) {
  return function check(this: TestContext) {
    const raw = rawOf(this);
    if (read(raw) === null) reportFallback(this, raw, optional);
    return true;
  };
}

/**
 * Display-only: the reader's value, or `fallback` with one warning. `optional` fields (a document
 * a song may not have) fall back silently when they are simply absent.
 */
function display<T extends Present>(read: Reader<T>, fallback: T, optional = false) {
  return mixed<T>()
    .transform((_value: unknown, raw: unknown) => read(raw) ?? fallback)
    .default(fallback)
    .test('wire-display', '', reportsUnreadable(read, optional))
    .defined()
    .meta(wire({ kind: 'display', read, fallback, optional }));
}

/** Display-only figures: `null` (shown as "—") when unreadable. */
function displayOrNull<T extends Present>(read: Reader<T>, optional = false) {
  return mixed<T>()
    .nullable()
    .transform((_value: unknown, raw: unknown) => read(raw))
    .default(null)
    .test('wire-display', '', reportsUnreadable(read, optional))
    .defined()
    .meta(wire({ kind: 'display', read, fallback: null, optional }));
}

// ---------- exact ----------
export function id() {
  return exact(readId, 'an id');
}
export function won() {
  return exact(readWon, 'an amount of won');
}
export function rate() {
  return exact(readRate, 'a rate');
}
export function count() {
  return exact(readCount, 'a count');
}
/** One loan's monthly rounds (repayment count, period): 1 to 12, the lending rule. */
export function rounds() {
  return exact(readRounds, 'a number of monthly rounds');
}
export function decimal() {
  return exact(readDecimal, 'a decimal number');
}
export function flag() {
  return exact(readFlag, 'true or false');
}
export function time() {
  return exact(readTime, 'a date');
}
/** An opaque credential: non-blank text, taken as sent. */
export function token() {
  return exact(readText, 'a token');
}

// ---------- optional ----------
export function optionalId() {
  return optionalField(readId, 'an id');
}

// ---------- display ----------
export function text() {
  return display(readText, MISSING_TEXT);
}
/** An image address; without one the screen shows its placeholder picture. */
export function imageUrl() {
  return display(readUrl, '');
}
/** A document address a record may not have (null when absent). */
export function optionalUrl() {
  return displayOrNull(readUrl, true);
}
export function names() {
  return display(readTextList, [] as string[]);
}
/** Links may be absent altogether (a song on no service yet). */
export function links() {
  return display(readTextList, [] as string[], true);
}
export function displayWon() {
  return displayOrNull(readWon);
}
export function displayDecimal() {
  return displayOrNull(readDecimal);
}
export function displayRate() {
  return displayOrNull(readRate);
}
export function displayCount() {
  return displayOrNull(readCount);
}
export function displayTime() {
  return displayOrNull(readTime);
}
/** A date a record has only later (a loan's start, null until it is funded). */
export function laterTime() {
  return displayOrNull(readTime, true);
}
export function displayDays() {
  return displayOrNull(readSignedInteger);
}
/** Progress as the contract's percent string ("37.5"). */
export function progressText() {
  return displayOrNull(readPercentText);
}
/** Progress as a number; the spec defaults a missing one to 0. */
export function progressNumber() {
  return display(readPercent, 0, true);
}
/**
 * An enum value as sent (upper-cased), kept even when the app does not know it. `known`: the
 * values the contract names (for the OpenAPI document, scripts/openapi; the readers keep any).
 */
export function code(known: readonly string[]) {
  return display(readCode, '').meta({ known: [...known] });
}

// ---------- structure ----------
/**
 * A schema built on first use, then kept. Building every response's schema when the chunk loads
 * cost ~90 ms of main thread on a 4×-slowed phone, on the first screen's path to its data; a
 * screen now builds only the schemas of the calls it makes (yup schemas are immutable, so one
 * built schema serves every call).
 */
export function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
/** The output type of a schema built by `once`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any yup schema, whatever its flags
export type Built<F extends () => ISchema<any, any>> = InferType<ReturnType<F>>;

/**
 * An object that must be there: what the screen is about. (Without `default(undefined)` yup
 * would build a missing object from its fields' defaults and never notice it was missing.)
 */
export const record = <S extends ObjectShape>(shape: S) =>
  object(shape)
    .default(undefined)
    .defined()
    .meta(wire({ kind: 'record' }));
/**
 * A group of display-only fields (the party's name and job): when the server leaves the whole
 * object out, each field falls back instead of failing the response.
 */
export const displayGroup = <S extends ObjectShape>(shape: S) =>
  object(shape)
    .transform((value: unknown) => (isObject(value) ? value : {}))
    .test('wire-display-group', '', function check() {
      // An object's own tests see itself first in `from`; its parent is one level up.
      const raw = rawOf(this, 1);
      if (!isObject(raw)) reportFallback(this, raw, false);
      return true;
    })
    .meta(wire({ kind: 'group' }));
/** A list; an item that fails fails the list (each item's own fields decide what fails). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- yup's own bound for array items
export const list = <T extends ISchema<any, any>>(item: T) =>
  array(item)
    .defined()
    .meta(wire({ kind: 'list' }));

/** The display fields every description of a song shares (built when a schema needs them). */
export function songFields() {
  return {
    title: text(),
    imageUrl: imageUrl(),
    ethPrice: displayDecimal(),
    wonPrice: displayWon(),
    singers: names(),
    composers: names(),
    lyricists: names(),
  };
}
