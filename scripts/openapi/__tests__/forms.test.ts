/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { READERS, type Form } from '../forms';

// The document's schema of each reader against the reader, on spellings a server may send. What the
// reader reads, the document accepts (so no answer the app reads is called off-contract); what the
// document's canonical branch accepts, the reader reads unchanged; what the reader refuses, the
// document refuses, but for the two things a pattern cannot say (GAPS).

const SAMPLES: unknown[] = [
  0,
  1,
  12,
  108,
  1250000,
  9007199254740991,
  -3,
  1.5,
  0.12,
  37.5,
  Number.MAX_SAFE_INTEGER + 2,
  '0',
  '1',
  '12',
  '108',
  '0108',
  '-3',
  '+2',
  '1250000',
  '1,250,000',
  ' 1,250,000 ',
  '1,250,000원',
  '₩1,250,000',
  '1,25,000',
  '12.5e3',
  '1250000.5',
  '1.250.000',
  '0.12',
  '12%',
  '12 %',
  '37.5',
  '37.5%',
  '12개월',
  '12 개월',
  '12회',
  '12 months',
  '12 Months',
  '12년',
  'abc',
  '',
  '   ',
  '90071992547409920',
  '2025-02-28',
  '2025-02-28T03:00:00.000Z',
  '2025-02-28T12:00:00+09:00',
  'Feb 28, 2025',
  'REGISTERED',
  'registered',
  'AUCTION',
  'IU, 아이유',
  'https://a.example/x.png',
  true,
  false,
  null,
  [],
  ['IU', '아이유'],
  ['IU', 7],
  [{}],
  {},
  [1000],
];

/** What the reader refuses but a JSON Schema pattern cannot tell apart from what it reads. */
const beyondExact = (raw: unknown) => raw === '90071992547409920';
const GAPS: Record<string, (raw: unknown) => boolean> = {
  // Digits past 2^53 look like any other digits.
  won: beyondExact,
  count: beyondExact,
  id: beyondExact,
  'whole number': beyondExact,
  // Date.parse decides; the tolerated branch takes any non-blank text.
  date: (raw) => typeof raw === 'string' && raw.trim() !== '',
};

const ajv = new Ajv2020({ strict: false });
const whole = (form: Form) => ajv.compile({ anyOf: [form.canonical, ...form.tolerated] });

describe.each(READERS.map(({ reader, form }) => [reader.name, form.name, reader, form] as const))(
  '%s and its form (%s)',
  (_name, formName, reader, form) => {
    const accepts = whole(form);
    const canonical = ajv.compile(form.canonical);

    it('accepts every value the reader reads', () => {
      const refused = SAMPLES.filter((raw) => reader(raw) !== null && !accepts(raw));
      expect(refused).toEqual([]);
    });

    it('refuses every value the reader refuses, but for what a pattern cannot say', () => {
      const accepted = SAMPLES.filter(
        (raw) => reader(raw) === null && accepts(raw) && !(GAPS[formName]?.(raw) ?? false),
      );
      expect(accepted).toEqual([]);
    });

    it('takes a canonical value to itself', () => {
      const moved = SAMPLES.filter((raw) => canonical(raw) && reader(raw) !== null)
        .filter((raw) => JSON.stringify(reader(raw)) !== JSON.stringify(raw))
        // A code is read upper-cased; the canonical branch already is.
        .filter((raw) => !(formName === 'code' && typeof raw === 'string'));
      expect(moved).toEqual([]);
    });
  },
);
