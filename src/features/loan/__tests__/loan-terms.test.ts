import { amountFromInput, clampAmount, roundsFromInput } from '@/features/loan/amount-input';
import { clearLoanTerms, readLoanTerms, saveLoanTerms } from '@/features/loan/loan-terms';

afterEach(() => sessionStorage.clear());

describe('stored loan terms', () => {
  it('keeps terms per contract and forgets one contract without touching another', () => {
    expect(saveLoanTerms(101, { amount: 500_000, count: 3 })).toBe(true);
    expect(saveLoanTerms(102, { amount: 20_000, count: 12 })).toBe(true);
    expect(readLoanTerms(101)).toEqual({ amount: 500_000, count: 3 });

    clearLoanTerms(101);
    expect(readLoanTerms(101)).toBeNull();
    expect(readLoanTerms(102)).toEqual({ amount: 20_000, count: 12 });
  });

  it.each([
    ['unreadable JSON', '{not json'],
    ['a list', '[1,2]'],
    ['a string amount', '{"101":{"amount":"500000","count":3}}'],
    ['a fractional amount', '{"101":{"amount":1000.5,"count":3}}'],
    ['zero rounds', '{"101":{"amount":500000,"count":0}}'],
    ['13 rounds', '{"101":{"amount":500000,"count":13}}'],
  ])('treats %s as nothing stored', (_label, raw) => {
    sessionStorage.setItem('loanTerms', raw);
    expect(readLoanTerms(101)).toBeNull();
  });
});

describe('amount and rounds input rules', () => {
  it('keeps digits only and caps the amount at the maximum', () => {
    expect(amountFromInput('1,234원', 9_280_000)).toBe(1_234);
    expect(amountFromInput('abc', 9_280_000)).toBeNull();
    expect(amountFromInput('99999999999', 9_280_000)).toBe(9_280_000);
    // Past fifteen digits a number is no longer exact: the sixteenth and later are not taken.
    expect(amountFromInput('1234567890123456789', Number.MAX_SAFE_INTEGER)).toBe(
      123_456_789_012_345,
    );
  });

  it('raises a positive amount to the minimum and leaves "no amount" alone', () => {
    expect(clampAmount(500, 10_000, 9_280_000)).toBe(10_000);
    expect(clampAmount(0, 10_000, 9_280_000)).toBe(0);
    expect(clampAmount(null, 10_000, 9_280_000)).toBeNull();
    expect(clampAmount(-5, 10_000, 9_280_000)).toBe(-5);
    expect(clampAmount(10_000_000, 10_000, 9_280_000)).toBe(9_280_000);
  });

  it('accepts whole rounds from 1 to 12 and ignores anything else', () => {
    expect(roundsFromInput('12', '1')).toBe('12');
    expect(roundsFromInput('13', '1')).toBe('1');
    expect(roundsFromInput('0', '')).toBe('');
    expect(roundsFromInput('1.', '1')).toBe('1');
    expect(roundsFromInput('-1', '')).toBe('');
    expect(roundsFromInput('', '7')).toBe('');
    expect(roundsFromInput('1', '')).toBe('1');
    expect(roundsFromInput('06', '')).toBe('6');
    for (const typed of ['1.', ' 12', '12 ', '1e1', '012'])
      expect(roundsFromInput(typed, '')).toBe('');
  });
});
