/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
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
  readWon,
  splitCommaList,
} from '@/shared/api/wire/normalise';

// Each reader: every spelling a spec-following server may send, and what must never be guessed.

describe('readWon: amounts of won', () => {
  it.each<[unknown, number]>([
    [1250000, 1250000],
    [0, 0],
    ['1250000', 1250000],
    ['1,250,000', 1250000],
    [' 1,250,000 ', 1250000],
    ['1,250,000원', 1250000],
    ['1,250,000 원', 1250000],
    ['₩1,250,000', 1250000],
    ['999', 999],
    ['99,999,999,999', 99_999_999_999],
    ['900,000,000,000', 900_000_000_000],
    ['899999999999', 899_999_999_999],
    [900_000_000_000, 900_000_000_000],
  ])('reads %p as %p', (raw, won) => {
    expect(readWon(raw)).toBe(won);
  });

  it.each<[string, unknown]>([
    ['a fraction of a won', 1.5],
    ['a negative number', -1],
    ['an exponent', '12.5e3'],
    ['a decimal string', '1250000.5'],
    ['an empty string', ''],
    ['letters', 'abc'],
    ['wrong grouping', '1,25,000'],
    ['a trailing comma', '1,250,'],
    ['a negative string', '-1,000'],
    ['beyond safe integers', '90071992547409920'],
    ['past the most the arithmetic holds, as digits', '900,000,000,001'],
    ['past the most the arithmetic holds, plainly', '900000000001'],
    ['past the most the arithmetic holds, as a number', 900_000_000_001],
    ['thirteen digits', '1,000,000,000,000'],
    ['twelve digits with leading zeros', '000000000001'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['an array', [1000]],
  ])('refuses %s', (_label, raw) => {
    expect(readWon(raw)).toBeNull();
  });
});

describe('readRate: decimal fractions of a year', () => {
  it.each<[unknown, number]>([
    [0.12, 0.12],
    ['0.12', 0.12],
    ['12%', 0.12],
    ['12 %', 0.12],
    ['29%', 0.29],
    ['5.5%', 0.055],
    ['0.5%', 0.005],
    ['100%', 1],
    ['11.5%', 0.115],
    [0, 0],
  ])('reads %p as %p', (raw, rate) => {
    expect(readRate(raw)).toBe(rate);
  });

  it.each<[string, unknown]>([
    ['letters', 'twelve'],
    ['a bare percent sign', '%'],
    ['a negative rate', -0.1],
    ['an exponent', '1e-1'],
    ['an empty string', ''],
    ['a percent of letters', 'a%'],
    ['more than a whole year', 1.5],
    ['more than 100 %', '150%'],
    ['a fraction past 1 as text', '1.01'],
    ['null', null],
  ])('refuses %s', (_label, raw) => {
    expect(readRate(raw)).toBeNull();
  });
});

describe('readDecimal: ETH prices', () => {
  it.each<[unknown, number]>([
    [1.25, 1.25],
    ['1.25', 1.25],
    ['1,234.5', 1234.5],
    ['0', 0],
  ])('reads %p as %p', (raw, value) => {
    expect(readDecimal(raw)).toBe(value);
  });

  it.each<[unknown]>([
    ['1e3'],
    [''],
    ['1.2.3'],
    [-1],
    ['.5'],
    ['1234567890123456'],
    [1e16],
    [null],
    [{}],
  ])('refuses %p', (raw) => {
    expect(readDecimal(raw)).toBeNull();
  });
});

describe('readCount: rounds and months', () => {
  it.each<[unknown, number]>([
    [12, 12],
    ['12', 12],
    ['12개월', 12],
    ['12 개월', 12],
    ['6회', 6],
    ['3 months', 3],
    [0, 0],
    ['999999', 999_999],
  ])('reads %p as %p', (raw, value) => {
    expect(readCount(raw)).toBe(value);
  });

  it.each<[unknown]>([
    [1.5],
    [-1],
    ['12.5개월'],
    ['개월'],
    ['twelve'],
    [''],
    ['1000000'],
    [1_000_000],
    [null],
  ])('refuses %p', (raw) => {
    expect(readCount(raw)).toBeNull();
  });
});

describe('readSignedInteger: days from today', () => {
  it.each<[unknown, number]>([
    [-3, -3],
    ['-3', -3],
    ['+2', 2],
    ['0', 0],
    [5, 5],
  ])('reads %p as %p', (raw, value) => {
    expect(readSignedInteger(raw)).toBe(value);
  });

  it.each<[unknown]>([[1.5], ['--3'], ['3일'], [''], ['-1000000'], [1_000_000], [null]])(
    'refuses %p',
    (raw) => {
      expect(readSignedInteger(raw)).toBeNull();
    },
  );
});

describe('readId: ids used in addresses', () => {
  it.each<[unknown, number]>([
    [108, 108],
    ['108', 108],
    ['999999999999999', 999_999_999_999_999],
  ])('reads %p as %p', (raw, value) => {
    expect(readId(raw)).toBe(value);
  });

  it.each<[unknown]>([
    [0],
    [-1],
    [1.5],
    ['abc'],
    ['1e2'],
    [''],
    ['0108'],
    ['1000000000000000'],
    [Number.MAX_SAFE_INTEGER],
    [null],
    [undefined],
  ])('refuses %p', (raw) => {
    expect(readId(raw)).toBeNull();
  });
});

describe('readPercentText and readPercent: funding progress', () => {
  it.each<[unknown, string]>([
    ['37.5', '37.5'],
    [37.5, '37.5'],
    ['37.5%', '37.5'],
    ['100', '100'],
    ['0', '0'],
    ['05', '5'],
  ])('reads %p as %p', (raw, value) => {
    expect(readPercentText(raw)).toBe(value);
    expect(readPercent(raw)).toBe(Number(value));
  });

  it.each<[unknown]>([['abc'], [''], [-5], ['1e2'], ['100.5'], [120], ['1,000%'], [null]])(
    'refuses %p',
    (raw) => {
      expect(readPercentText(raw)).toBeNull();
      expect(readPercent(raw)).toBeNull();
    },
  );
});

describe('readText, readTextList, readTime, readFlag, readCode', () => {
  it.each<[unknown, string | null]>([
    ['봄날', '봄날'],
    ['  봄날 ', '봄날'],
    [1989, '1989'],
    ['', null],
    ['   ', null],
    [null, null],
    [{ ko: '봄날' }, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('readText(%p) is %p', (raw, value) => {
    expect(readText(raw)).toBe(value);
  });

  it.each<[unknown, string[] | null]>([
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [
      ['a', '  ', 'b'],
      ['a', 'b'],
    ],
    ['a, b,', ['a', 'b']],
    ['', []],
    [[], []],
    [
      ['a', 5],
      ['a', '5'],
    ],
    [['a', null], null],
    [5, null],
    [null, null],
  ])('readTextList(%p) is %p', (raw, value) => {
    expect(readTextList(raw)).toEqual(value);
  });

  it('splits comma lists, dropping blanks', () => {
    expect(splitCommaList(' a ,b,, c ')).toEqual(['a', 'b', 'c']);
  });

  it.each<[unknown, string | null]>([
    ['2026-12-01T09:00:00.000Z', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01', '2026-12-01'],
    [' 2026-12-01T09:00+09:00 ', '2026-12-01T09:00+09:00'],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29T00:00:00Z', '2000-02-29T00:00:00Z'],
    // The same instant written the other common ways, read into ECMAScript's form.
    ['2026-12-01 09:00:00', '2026-12-01T09:00:00'],
    ['2026-12-01T09:00:00.123456Z', '2026-12-01T09:00:00.123Z'],
    ['2026-12-01T18:00:00+0900', '2026-12-01T18:00:00+09:00'],
    // Not a real calendar date, or not a date at all.
    ['2025-02-29', null],
    ['2100-02-29', null],
    ['2026-04-31', null],
    ['2026-13-01', null],
    ['8146-85-83', null],
    ['2026-12-01T24:00', null],
    ['2026/12/01', null],
    ['Dec 1, 2026', null],
    [']', null],
    ['next week', null],
    ['', null],
    [1764579600000, null],
  ])('readTime(%p) is %p', (raw, value) => {
    expect(readTime(raw)).toBe(value);
  });

  it.each<[unknown, boolean | null]>([
    [true, true],
    [false, false],
    ['true', null],
    [1, null],
    ['Y', null],
    [null, null],
  ])('readFlag(%p) is %p: a flag that changes behaviour is never guessed', (raw, value) => {
    expect(readFlag(raw)).toBe(value);
  });

  it.each<[unknown, string | null]>([
    ['REGISTERED', 'REGISTERED'],
    ['registered', 'REGISTERED'],
    ['AUCTION', 'AUCTION'],
    ['', null],
    [3, null],
  ])('readCode(%p) is %p', (raw, value) => {
    expect(readCode(raw)).toBe(value);
  });
});
