/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { wonInWords } from '@/shared/lib/won-in-words';

describe('an amount read back in Korean units', () => {
  it.each([
    [5_000, '5,000 원'],
    [10_000, '1만 원'],
    [1_250_000, '125만 원'],
    [3_000_000, '300만 원'],
    [100_000_000, '1억 원'],
    // A space between the units, as a bank writes it.
    [125_000_000, '1억 2,500만 원'],
    [100_010_000, '1억 1만 원'],
  ])('%i won is %s', (won, words) => {
    expect(wonInWords(won)).toBe(words);
  });
});
