/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { toCsv } from '@/shared/lib/csv';

test('starts with a byte-order mark, ends each line with CRLF, and writes numbers as digits', () => {
  const csv = toCsv(['상환일', '금액(원)'], [['2026-03-15', 1_250_000]]);
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv.slice(1)).toBe('상환일,금액(원)\r\n2026-03-15,1250000\r\n');
});

test.each([
  ['a, b', '"a, b"'],
  ['say "hi"', '"say ""hi"""'],
  ['two\nlines', '"two\nlines"'],
  ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ['+1', "'+1"],
  ['-1', "'-1"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['여름 밤', '여름 밤'],
])('the text %j is written as %j', (value, written) => {
  expect(toCsv(['곡'], [[value]]).slice(1)).toBe(`곡\r\n${written}\r\n`);
});

test('a negative number stays a number; a non-finite one is left empty', () => {
  expect(toCsv(['n'], [[-5], [Number.NaN]]).slice(1)).toBe('n\r\n-5\r\n\r\n');
});
