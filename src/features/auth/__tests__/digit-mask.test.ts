/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { applyDigitMask, formatDigits } from '@/features/auth/digit-mask';

// Spec §5's masks, edit by edit: what the browser made of the field (the text and the caret,
// '|') and what the field shows after it. The sign-up screen's tests type through the field.
const BIRTH = '____-__-__';
const PHONE = '___-____-____';

/** 'ab|c' → ['abc', 2]. */
const at = (text: string): [string, number] => [text.replace('|', ''), text.indexOf('|')];
const shown = ({ value, caret }: { value: string; caret: number }) =>
  `${value.slice(0, caret)}|${value.slice(caret)}`;

test.each([
  // typing at the end: a separator appears once a digit follows it
  [BIRTH, '1|', '1|'],
  [BIRTH, '1995|', '1995|'],
  [BIRTH, '19950|', '1995-0|'],
  [BIRTH, '1995-07-21|', '1995-07-21|'],
  // only digits land, wherever they are typed
  [BIRTH, '19a|', '19|'],
  [BIRTH, '1995-|', '1995|'],
  [BIRTH, '1995-0x|7', '1995-0|7'],
  // a full field: more digits at the end drop; in the middle they replace the next digit
  [BIRTH, '1995-07-219|', '1995-07-21|'],
  [BIRTH, '1995-08|7-21', '1995-08|-21'],
  [BIRTH, '8|1995-07-21', '8|995-07-21'],
  // backspace over a separator leaves the digits, and the caret before it
  [BIRTH, '1995|07', '1995|-07'],
  // deleting a digit in the middle closes the gap, the caret stays
  [BIRTH, '199|-07-21', '199|0-72-1'],
  // a pasted number, with spaces or dashes or none
  [PHONE, '010 1234 5678|', '010-1234-5678|'],
  [PHONE, '01012345678|', '010-1234-5678|'],
  [PHONE, '010-1234-5678999|', '010-1234-5678|'],
  [PHONE, '|', '|'],
])('%s: %s → %s', (pattern, typed, expected) => {
  const [text, caret] = at(typed);
  expect(shown(applyDigitMask(pattern, text, caret))).toBe(expected);
});

test('digits fill the pattern as far as they go', () => {
  expect(formatDigits(PHONE, '')).toBe('');
  expect(formatDigits(PHONE, '010')).toBe('010');
  expect(formatDigits(PHONE, '0101')).toBe('010-1');
  expect(formatDigits(PHONE, '01012345678')).toBe('010-1234-5678');
});
