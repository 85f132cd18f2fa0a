/**
 * What each wire reader (src/shared/api/wire/normalise.ts) accepts, as JSON Schema: the canonical
 * form a server should send first, then each other spelling the reader still reads (marked
 * `x-tolerated`). The document (./document.ts) writes these for every field of the contract; a
 * test (__tests__/forms.test.ts) holds each schema to its reader on the readers' own table of
 * accepted and refused values, so the document cannot promise what the app does not read. The
 * patterns and bounds are the readers' own (src/shared/api/wire/spellings.ts).
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
  readRounds,
  readSignedInteger,
  readText,
  readTextList,
  readTime,
  readUrl,
  readWon,
} from '@/shared/api/wire/normalise';
import {
  CALENDAR_DATE,
  CANONICAL_PERCENT,
  COUNT_TEXT,
  DAYS_TEXT,
  DECIMAL_TEXT,
  ID_TEXT,
  ISO_DATE_TIME,
  LOOSE_DATE_TIME,
  MAX_COUNT,
  MAX_DAYS,
  MAX_DECIMAL,
  MAX_ID,
  MAX_PERCENT,
  MAX_RATE,
  MAX_ROUNDS,
  MAX_WON,
  PERCENT_TEXT,
  RATE_PERCENT_TEXT,
  RATE_TEXT,
  ROUNDS_TEXT,
  WON_TEXT,
} from '@/shared/api/wire/spellings';

export type JsonSchema = Record<string, unknown>;

/** What a reader takes, with the surrounding whitespace it trims. */
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
    maximum: MAX_WON,
    description: `A JSON integer from 0 to ${MAX_WON} (the most the lending arithmetic holds exactly): 1250000.`,
  },
  tolerated: [
    tolerated(
      { type: 'string', pattern: pad(WON_TEXT) },
      'Digits up to 900,000,000,000, grouped by three with commas or not, optionally with ₩ before or 원 after: "1,250,000", "₩1,250,000", "1,250,000원".',
    ),
  ],
};

/** A whole number from `minimum` to `maximum`, canonically a JSON integer, tolerated as text. */
const wholeForm = (
  name: string,
  [minimum, maximum]: [number, number],
  pattern: string,
  [canonical, text]: [string, string],
): Form => ({
  name,
  canonical: { type: 'integer', minimum, maximum, description: canonical },
  tolerated: [tolerated({ type: 'string', pattern: pad(pattern) }, text)],
});

const count = wholeForm('count', [0, MAX_COUNT], COUNT_TEXT, [
  `A JSON integer from 0 to ${MAX_COUNT}: 12.`,
  'Up to 6 digits, optionally with a unit: "12", "12개월", "12회", "12 months".',
]);

const roundsForm = wholeForm('rounds', [1, MAX_ROUNDS], ROUNDS_TEXT, [
  `A JSON integer from 1 to ${MAX_ROUNDS}, the lending rule: 6.`,
  '1 to 12 as text, optionally with a unit: "6", "12개월", "12회", "12 months".',
]);

const signedInteger: Form = {
  name: 'whole number',
  canonical: {
    type: 'integer',
    minimum: -MAX_DAYS,
    maximum: MAX_DAYS,
    description: `A JSON integer from -${MAX_DAYS} to ${MAX_DAYS}: -3.`,
  },
  tolerated: [tolerated({ type: 'string', pattern: pad(DAYS_TEXT) }, '"-3", "+2".')],
};

const id: Form = {
  name: 'id',
  canonical: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_ID,
    description: `A JSON integer from 1 to ${MAX_ID}: 108.`,
  },
  tolerated: [tolerated({ type: 'string', pattern: pad(ID_TEXT) }, '"108" (no leading zeros).')],
};

const decimal: Form = {
  name: 'decimal',
  canonical: {
    type: 'number',
    minimum: 0,
    maximum: MAX_DECIMAL,
    description: 'A JSON number: 1.25.',
  },
  tolerated: [tolerated({ type: 'string', pattern: pad(DECIMAL_TEXT) }, '"1.25", "1,234.5".')],
};

const rate: Form = {
  name: 'rate',
  canonical: {
    type: 'number',
    minimum: 0,
    maximum: MAX_RATE,
    description: 'A JSON number from 0 to 1, a fraction of a year: 0.12 (12 %).',
  },
  tolerated: [
    tolerated({ type: 'string', pattern: pad(RATE_TEXT) }, 'A decimal fraction as text: "0.12".'),
    tolerated(
      { type: 'string', pattern: pad(RATE_PERCENT_TEXT) },
      'Percent, 0 to 100: "12%", "12 %".',
    ),
  ],
};

const percentText: Form = {
  name: 'percent',
  // As JavaScript writes the number: no leading zero, no trailing one, no grouping ("37.5").
  canonical: {
    type: 'string',
    pattern: `^${CANONICAL_PERCENT}$`,
    description: 'Text from 0 to 100, as JavaScript writes the number: "37.5".',
  },
  tolerated: [
    tolerated({ type: 'number', minimum: 0, maximum: MAX_PERCENT }, 'A JSON number: 37.5.'),
    tolerated({ type: 'string', pattern: pad(PERCENT_TEXT) }, '"37.5%".'),
  ],
};

const percent: Form = {
  name: 'percent',
  canonical: {
    type: 'number',
    minimum: 0,
    maximum: MAX_PERCENT,
    description: 'A JSON number from 0 to 100: 37.5.',
  },
  tolerated: [tolerated({ type: 'string', pattern: pad(PERCENT_TEXT) }, '"37.5", "37.5%".')],
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

const timeForm: Form = {
  name: 'date',
  canonical: {
    type: 'string',
    pattern: `^(${CALENDAR_DATE}|${ISO_DATE_TIME})$`,
    description:
      'A real calendar date in ECMAScript’s ISO form, with a time or not: "2025-02-28T03:00:00.000Z", "2025-02-28".',
  },
  tolerated: [
    tolerated(
      { type: 'string', pattern: pad(LOOSE_DATE_TIME) },
      'The same instant with a space for the T, up to nine digits of a second, or a zone without its colon: "2025-02-28 03:00:00", "2025-02-28T12:00:00+0900".',
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
  [readRounds, roundsForm],
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
