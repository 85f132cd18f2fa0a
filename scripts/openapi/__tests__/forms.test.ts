/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { READERS, type Form } from '../forms';

// The document's schema of each reader against the reader, on spellings a server may send. What the
// reader reads, the document accepts (so no answer the app reads is called off-contract); what the
// document's canonical branch accepts, the reader reads unchanged; what the reader refuses, the
// document refuses. The patterns and bounds are the readers' own (src/shared/api/wire/spellings.ts),
// so there is nothing a pattern cannot say: digits past what the arithmetic holds are refused by
// their count, and a date is a real calendar day by its pattern.

const SAMPLES: unknown[] = [
  0,
  1,
  12,
  108,
  1250000,
  9007199254740991,
  99_999_999_999,
  100_000_000_000,
  900_000_000_000,
  900_000_000_001,
  999_999,
  1_000_000,
  999_999_999_999_999,
  -3,
  -1_000_000,
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
  '99,999,999,999',
  '99999999999',
  '100,000,000,000',
  '100000000000',
  '900,000,000,000',
  '900,000,000,001',
  '900000000001',
  '999,999,999,999',
  '000000000001',
  '999999',
  '1000000',
  '999999999999999',
  '1000000000000000',
  '1.5',
  '1.01',
  '100%',
  '100.5',
  '150%',
  '2025-02-28',
  '2025-02-28T03:00:00.000Z',
  '2025-02-28T12:00:00+09:00',
  '2025-02-28T12:00:00+0900',
  '2025-02-28 03:00:00',
  '2025-02-28T03:00:00.123456789Z',
  '2024-02-29',
  '2000-02-29',
  '2025-02-29',
  '2100-02-29',
  '2025-02-30',
  '2026-04-31',
  '8146-85-83',
  '2026-12-01T24:00',
  '2026/12/01',
  ']',
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

    it('refuses every value the reader refuses', () => {
      const accepted = SAMPLES.filter((raw) => reader(raw) === null && accepts(raw));
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
