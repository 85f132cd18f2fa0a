/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import {
  readCount,
  readDecimal,
  readId,
  readPercent,
  readPercentText,
  readRate,
  readRounds,
  readSignedInteger,
  readTime,
  readWon,
} from '@/shared/api/wire/normalise';
import {
  CALENDAR_DATE,
  CANONICAL_PERCENT,
  ISO_DATE_TIME,
  LOOSE_DATE_TIME,
  whole,
} from '@/shared/api/wire/spellings';

// Every bound the readers and the OpenAPI document share (spellings.ts), at its edge: the last
// value that reads and the first that does not, written as text and as a number where the wire may
// send both. A bound moved by one (a digit, a month, a leap year) is a wrong amount read as right or
// a right one refused on every screen, so each edge is a row here.

type Reader = (raw: unknown) => unknown;

const edges: Array<[string, Reader, unknown[], unknown[]]> = [
  [
    'won: 0 to 900,000,000,000, plain or grouped by three',
    readWon,
    [
      0,
      '0',
      '999',
      '1,000',
      '999,999',
      '1,000,000',
      '99,999,999,999',
      '99999999999',
      '100,000,000,000',
      '100000000000',
      '899,999,999,999',
      '899999999999',
      '900,000,000,000',
      '900000000000',
      900_000_000_000,
      '₩ 1,250,000',
      '1,250,000 원',
    ],
    [
      -1,
      '-1',
      '900,000,000,001',
      '900000000001',
      900_000_000_001,
      '901,000,000,000',
      '999,999,999,999',
      '999999999999',
      '1,000,000,000,000',
      '1000000000000',
      '1,0000',
      '1,00',
      '12,34,567',
      '0.5',
    ],
  ],
  [
    'a count: 0 to 999,999',
    readCount,
    [0, '999999', 999_999, '12개월', '12 회', '12 months', '1 Month'],
    ['1000000', 1_000_000, -1, '1.5', '12 weeks'],
  ],
  [
    'a loan’s rounds: 1 to 12',
    readRounds,
    [1, '01', '9', '10', '12', 12, '12개월', '6회', '6 months'],
    [0, '0', '00', '13', 13, '20', '1.5', '112'],
  ],
  [
    'days either side of today: at most 999,999',
    readSignedInteger,
    [0, '-999999', '+999999', 999_999, -999_999, '-3', '+2'],
    ['1000000', '-1000000', 1_000_000, -1_000_000, '+-1', '1.5'],
  ],
  [
    'an id: 1 to 15 digits, no leading zero',
    readId,
    [1, '1', '9', '108', '999999999999999', 999_999_999_999_999],
    [0, '0', '08', '1000000000000000', 1_000_000_000_000_000, -1, '1.0'],
  ],
  [
    'a decimal: at most 15 digits before the point',
    readDecimal,
    ['0', '1.25', '1,234.5', '999,999,999,999,999', '999999999999999.5', 999_999_999_999_999],
    ['1,000,000,000,000,000', '1000000000000000', 1_000_000_000_000_000, '1.', '.5', '1,23'],
  ],
  [
    'a rate: 0 to 1 of a year',
    readRate,
    [0, 1, 0.12, '0', '0.12', '1', '1.0', '1.000', '12%', '12 %', '100%', '0.5%', '99.9%'],
    [1.01, -0.01, '1.01', '1.5', '2', '100.1%', '101%', '-1%', '0.'],
  ],
  [
    'progress: 0 to 100 percent',
    readPercent,
    [0, 100, 37.5, '0', '100', '100.0', '37.5', '37.5%', '99', '99.99'],
    [100.5, -1, '100.5', '101', '1000', '-1', '37.5%%'],
  ],
  [
    'a day of the calendar: 29 February only in a leap year',
    readTime,
    [
      '2024-02-29',
      '2000-02-29',
      '1600-02-29',
      '2400-02-29',
      '2096-02-29',
      '2004-02-29',
      '2012-02-29',
      '2020-02-29',
      '2016-02-29',
      '2028-02-29',
      '2032-02-29',
      '2076-02-29',
      '2026-02-28',
      '2026-01-31',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2026-12-01',
      '2026-10-01',
      '2026-01-10',
      '2026-01-19',
      '2026-01-20',
    ],
    [
      '2025-02-29',
      '2100-02-29',
      '1900-02-29',
      '2002-02-29',
      '2010-02-29',
      '2014-02-29',
      '2018-02-29',
      '2022-02-29',
      '2026-02-29',
      '2038-02-29',
      '2200-02-29',
      '2300-02-29',
      '2026-02-30',
      '2024-02-30',
      '2026-04-31',
      '2026-06-31',
      '2026-09-31',
      '2026-11-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-01-32',
      '2026-1-15',
    ],
  ],
  [
    'a time of day: 00:00:00 to 23:59:59, a zone up to ±23:59',
    readTime,
    [
      '2026-03-15T00:00:00Z',
      '2026-03-15T23:59:59Z',
      '2026-03-15T19:09',
      '2026-03-15T12:00:00.123+09:00',
      '2026-03-15T12:00:00-23:59',
      '2026-03-15 12:00:00',
      '2026-03-15T12:00:00.123456789Z',
      '2026-03-15T12:00:00+0900',
    ],
    [
      '2026-03-15T24:00:00Z',
      '2026-03-15T23:60:00Z',
      '2026-03-15T23:59:60Z',
      '2026-03-15T12:00:00+24:00',
      '2026-03-15T12:00:00+09:60',
      '2026-03-15T12:00:00.1234567890Z',
      '2026-03-15T1:00:00Z',
    ],
  ],
];

describe.each(edges)('%s', (_rule, read, reads, refused) => {
  it.each(reads.map((value) => [value]))('reads %j', (value) => {
    expect(read(value)).not.toBeNull();
  });
  it.each(refused.map((value) => [value]))('refuses %j', (value) => {
    expect(read(value)).toBeNull();
  });
});

describe('the forms the contract writes', () => {
  it.each([
    ['0', true],
    ['7', true],
    ['37.5', true],
    ['99.25', true],
    ['100', true],
    ['0.1', true],
    ['100.0', false],
    ['37.50', false],
    ['05', false],
    ['101', false],
    ['1e2', false],
  ])('a canonical percent %j: %s', (text, ok) => {
    expect(whole(CANONICAL_PERCENT).test(text)).toBe(ok);
    if (ok) expect(readPercentText(text)).toBe(text);
  });

  it('writes a calendar day and an instant only the strict way, reads the loose one too', () => {
    expect(whole(CALENDAR_DATE).test('2024-02-29')).toBe(true);
    expect(whole(CALENDAR_DATE).test('2023-02-29')).toBe(false);
    expect(whole(ISO_DATE_TIME).test('2026-03-15T12:00:00.123+09:00')).toBe(true);
    expect(whole(ISO_DATE_TIME).test('2026-03-15 12:00:00')).toBe(false);
    expect(whole(ISO_DATE_TIME).test('2026-03-15T12:00:00.1234Z')).toBe(false);
    expect(whole(ISO_DATE_TIME).test('2026-03-15T12:00:00+0900')).toBe(false);
    expect(whole(LOOSE_DATE_TIME).test('2026-03-15 12:00:00+0900')).toBe(true);
    // `whole` anchors both ends: a spelling inside other text is not the spelling.
    expect(whole(CALENDAR_DATE).test('x2024-02-29')).toBe(false);
    expect(whole(CALENDAR_DATE).test('2024-02-29x')).toBe(false);
  });
});
