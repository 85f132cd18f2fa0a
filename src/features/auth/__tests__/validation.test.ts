/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { isValidLoginId, isValidName, isValidPassword } from '@/features/auth/validation';

// Spec §5's sign-up rules, value by value. The screens' tests show one refused and one accepted
// value of each rule through the field itself; every case of the rule is proven here.

test.each([
  ['abc123', true],
  ['a1', true],
  ['abcdefghij12', true],
  ['abcdefghij123', false], // 13 characters
  ['abcdef', false], // letters only
  ['123456', false], // digits only
  ['Abc123', false], // upper case
  ['abc_123', false], // other characters
  ['한글abc1', false],
  ['', false],
])('login id %p is valid: %s', (loginId, valid) => {
  expect(isValidLoginId(loginId)).toBe(valid);
});

test.each([
  ['abc123!', true],
  ['A1!', true],
  ['aB3@#$%^*+=-', true],
  ['abcdefghij123456789!', true], // 20 characters
  ['abcdefghij1234567890!', false], // 21 characters
  ['abc123', false], // no special character
  ['abcdef!', false], // no digit
  ['123456!', false], // no letter
  ['abc 123!', false], // whitespace
  ['abc123&', false], // '&' is not an allowed special character
])('password %p is valid: %s', (password, valid) => {
  expect(isValidPassword(password)).toBe(valid);
});

test.each([
  ['홍길동', true],
  ['Kim01', true],
  ['가나다라마바사아자차', true], // 10 characters
  ['  홍길동  ', true], // trimmed
  ['', true], // empty is not marked (the button asks for a name separately)
  ['가나다라마바사아자차카', false], // 11 characters
  ['홍 길동', false], // inner space
  ['hong_gd', false],
  ['ㅎㅎㅎ', false], // jamo are not syllables
  ['😀abc', false],
])('name %p is valid: %s', (name, valid) => {
  expect(isValidName(name)).toBe(valid);
});
