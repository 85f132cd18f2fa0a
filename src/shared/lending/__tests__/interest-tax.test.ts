/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { afterTax, withheldTax } from '@/shared/lending/interest-tax';

// Worked figures: national = floor10(interest × 14 %), local = floor10(national × 10 %).
test.each([
  // interest, national, local, withheld, kept
  [6_416, 890, 80, 970, 5_446], // 898.24 → 890; 89 → 80 (a single 15.4 % would withhold 980)
  [10_000, 1_400, 140, 1_540, 8_460], // exact: no rounding at all
  [9_166, 1_280, 120, 1_400, 7_766], // 1,283.24 → 1,280; 128 → 120
  [71, 0, 0, 0, 71], // 9.94 → 0: under 10 won of tax is not withheld
  [72, 10, 0, 10, 62], // 10.08 → 10; 1 → 0
  [714, 90, 0, 90, 624], // 99.96 → 90; 9 → 0
  [715, 100, 10, 110, 605], // 100.1 → 100; 10 → 10
  [64_166, 8_980, 890, 9_870, 54_296],
])(
  'interest %p won: national %p + local %p = %p withheld, %p kept',
  (interest, national, local, withheld, kept) => {
    expect(national + local).toBe(withheld);
    expect(withheldTax(interest)).toBe(withheld);
    expect(afterTax(interest)).toBe(kept);
  },
);

test.each([0, -100, 1.5, Number.NaN])('withholds nothing from %p', (interest) => {
  expect(withheldTax(interest)).toBe(0);
});
