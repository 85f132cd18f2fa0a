/**
 * A fixed digit pattern (spec §5: birth `____-__-__`, phone `___-____-____`): '_' is one digit,
 * every other character is inserted for the user. Only digits land; a separator appears once a
 * digit follows it (so backspace is never stuck behind one); a digit typed into a full field
 * replaces the one after the caret, as a phone's overwrite does; digits past the last slot drop.
 */
export const DIGIT_SLOT = '_';

const isDigit = (c: string) => c >= '0' && c <= '9';

/** The digits of `text`, in order. */
const digitsOf = (text: string) => [...text].filter(isDigit).join('');

/** `digits` laid into `pattern`, as far as the digits go. */
export function formatDigits(pattern: string, digits: string): string {
  let out = '';
  let next = 0;
  for (const c of pattern) {
    if (next >= digits.length) break;
    if (c === DIGIT_SLOT) {
      out += digits[next];
      next += 1;
    } else {
      out += c;
    }
  }
  return out;
}

/** Where the caret goes in `value`: just after its `count`-th digit (at the start for none). */
function caretAfter(value: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < value.length; i += 1) {
    if (isDigit(value[i])) seen += 1;
    if (seen === count) return i + 1;
  }
  return value.length;
}

/**
 * What the field shows after the browser changed it to `typed` with the caret at `caret`: the
 * masked value and where the caret belongs in it (after the same digits it was after).
 */
export function applyDigitMask(
  pattern: string,
  typed: string,
  caret: number,
): { value: string; caret: number } {
  const slots = [...pattern].filter((c) => c === DIGIT_SLOT).length;
  let digits = digitsOf(typed);
  let before = digitsOf(typed.slice(0, caret)).length;
  const excess = digits.length - slots;
  if (excess > 0) {
    // Overwrite: the digits right after the caret make room; past the end, the last ones drop.
    const from = Math.min(before, slots);
    digits = digits.slice(0, from) + digits.slice(from + excess);
    before = Math.min(before, slots);
  }
  const value = formatDigits(pattern, digits);
  return { value, caret: caretAfter(value, before) };
}
