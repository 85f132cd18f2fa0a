/**
 * What each wire reader (src/shared/api/wire/normalise.ts) accepts, as JSON Schema: the canonical
 * form a server should send first, then each other spelling the reader still reads (marked
 * `x-tolerated`). The document (./document.ts) writes these for every field of the contract; a
 * test (__tests__/forms.test.ts) holds each schema to its reader on the readers' own table of
 * accepted and refused values, so the document cannot promise what the app does not read.
 */
import {
  readCode,
  readCount,
  readDecimal,
  readFlag,
  readId,
  readPercent,
  readPercentText,
  readRate,
  readSignedInteger,
  readText,
  readTextList,
  readTime,
  readUrl,
  readWon,
} from '@/shared/api/wire/normalise';

export type JsonSchema = Record<string, unknown>;

/** The largest whole number JavaScript holds exactly: the largest amount of won the app shows. */
const MAX_EXACT = Number.MAX_SAFE_INTEGER;

// The readers' own patterns, with the surrounding whitespace they trim.
const DIGITS = String.raw`(\d{1,3}(,\d{3})+|\d+)`;
const DECIMAL = String.raw`${DIGITS}(\.\d+)?`;
const pad = (body: string) => String.raw`^\s*${body}\s*$`;

const tolerated = (schema: JsonSchema, description: string): JsonSchema => ({
  ...schema,
  description,
  'x-tolerated': true,
});

export interface Form {
  /** What the field is, in a word, for the reference page. */
  name: string;
  canonical: JsonSchema;
  /** Other spellings the reader reads as the same value. */
  tolerated: JsonSchema[];
}

const won: Form = {
  name: 'won',
  canonical: {
    type: 'integer',
    minimum: 0,
    maximum: MAX_EXACT,
    description: 'A JSON integer: 1250000.',
  },
  tolerated: [
    tolerated(
      { type: 'string', pattern: pad(String.raw`(₩\s*)?${DIGITS}(\s*원)?`) },
      'Digits, grouped by three with commas or not, optionally with ₩ before or 원 after: "1,250,000", "₩1,250,000", "1,250,000원".',
    ),
  ],
};

const count: Form = {
  name: 'count',
  canonical: {
    type: 'integer',
    minimum: 0,
    maximum: MAX_EXACT,
    description: 'A JSON integer: 12.',
  },
  tolerated: [
    tolerated(
      { type: 'string', pattern: pad(String.raw`\d+\s*(개월|회|[Mm][Oo][Nn][Tt][Hh][Ss]?)?`) },
      'Digits, optionally with a unit: "12", "12개월", "12회", "12 months".',
    ),
  ],
};

const signedInteger: Form = {
  name: 'whole number',
  canonical: {
    type: 'integer',
    minimum: -MAX_EXACT,
    maximum: MAX_EXACT,
    description: 'A JSON integer: -3.',
  },
  tolerated: [tolerated({ type: 'string', pattern: pad(String.raw`[+-]?\d+`) }, '"-3", "+2".')],
};

const id: Form = {
  name: 'id',
  canonical: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_EXACT,
    description: 'A JSON integer from 1: 108.',
  },
  tolerated: [tolerated({ type: 'string', pattern: pad(String.raw`0*[1-9]\d*`) }, '"108".')],
};

const decimal: Form = {
  name: 'decimal',
  canonical: { type: 'number', minimum: 0, description: 'A JSON number: 1.25.' },
  tolerated: [tolerated({ type: 'string', pattern: pad(DECIMAL) }, '"1.25", "1,234.5".')],
};

const rate: Form = {
  name: 'rate',
  canonical: {
    type: 'number',
    minimum: 0,
    description: 'A JSON number, a fraction of a year: 0.12 (12 %).',
  },
  tolerated: [
    tolerated({ type: 'string', pattern: pad(DECIMAL) }, 'A decimal fraction as text: "0.12".'),
    tolerated(
      { type: 'string', pattern: pad(String.raw`${DECIMAL}\s*%`) },
      'Percent: "12%", "12 %".',
    ),
  ],
};

const percentText: Form = {
  name: 'percent',
  // As JavaScript writes the number: no leading zero, no trailing one, no grouping ("37.5").
  canonical: {
    type: 'string',
    pattern: String.raw`^(0|[1-9]\d*)(\.\d*[1-9])?$`,
    description: 'Text, as JavaScript writes the number: "37.5".',
  },
  tolerated: [
    tolerated({ type: 'number', minimum: 0 }, 'A JSON number: 37.5.'),
    tolerated({ type: 'string', pattern: pad(String.raw`${DECIMAL}\s*%?`) }, '"37.5%".'),
  ],
};

const percent: Form = {
  name: 'percent',
  canonical: { type: 'number', minimum: 0, description: 'A JSON number: 37.5.' },
  tolerated: [
    tolerated({ type: 'string', pattern: pad(String.raw`${DECIMAL}\s*%?`) }, '"37.5", "37.5%".'),
  ],
};

/** Non-blank text without surrounding whitespace (the readers trim it). */
const TRIMMED = String.raw`^\S([\s\S]*\S)?$`;
const trimmedText = (name: string): Form => ({
  name,
  canonical: {
    type: 'string',
    pattern: TRIMMED,
    description: 'Non-blank text without surrounding spaces.',
  },
  tolerated: [
    tolerated({ type: 'string', pattern: String.raw`\S` }, 'Surrounding whitespace is trimmed.'),
    tolerated({ type: 'number' }, 'A number is read as its digits (a title "1989").'),
  ],
});
const textForm = trimmedText('text');

const textList: Form = {
  name: 'list of text',
  canonical: { type: 'array', items: { type: 'string' }, description: 'A JSON array of texts.' },
  tolerated: [
    tolerated({ type: 'array', items: { type: ['string', 'number'] } }, 'Numbers among the texts.'),
    tolerated({ type: 'string' }, 'One comma-separated string: "IU, 아이유".'),
  ],
};

const ISO_8601 = String.raw`^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$`;
const timeForm: Form = {
  name: 'date',
  canonical: {
    type: 'string',
    pattern: ISO_8601,
    description: 'ISO 8601: "2025-02-28T03:00:00.000Z" or "2025-02-28".',
  },
  tolerated: [
    tolerated(
      { type: 'string', pattern: String.raw`\S` },
      'Any other date text a browser reads (Date.parse).',
    ),
  ],
};

const url = trimmedText('address');

const flag: Form = { name: 'true or false', canonical: { type: 'boolean' }, tolerated: [] };

const codeForm = (known: readonly string[]): Form => ({
  name: 'code',
  canonical: known.length > 0 ? { type: 'string', enum: [...known] } : { type: 'string' },
  tolerated:
    known.length > 0
      ? [
          tolerated(
            { type: 'string', pattern: String.raw`\S` },
            'Any other code (lower case is read upper-cased); the app shows an unknown one as 기타.',
          ),
        ]
      : [],
});

/** The form of each reader the schemas use. */
const FORMS = new Map<unknown, Form | ((known: readonly string[]) => Form)>([
  [readWon, won],
  [readCount, count],
  [readSignedInteger, signedInteger],
  [readId, id],
  [readDecimal, decimal],
  [readRate, rate],
  [readPercentText, percentText],
  [readPercent, percent],
  [readText, textForm],
  [readTextList, textList],
  [readTime, timeForm],
  [readUrl, url],
  [readFlag, flag],
  [readCode, codeForm],
]);

/** The form of `reader`; `known`: a code's named values. */
export function formOf(reader: unknown, known: readonly string[] = []): Form {
  const form = FORMS.get(reader);
  if (!form) throw new Error('A wire reader with no form in scripts/openapi/forms.ts');
  return typeof form === 'function' ? form(known) : form;
}

/** Every form, with the reader it describes (for the test that holds one to the other). */
export const READERS: { reader: (raw: unknown) => unknown; form: Form }[] = [...FORMS].map(
  ([reader, form]) => ({
    reader: reader as (raw: unknown) => unknown,
    form: typeof form === 'function' ? form(['REGISTERED']) : form,
  }),
);
