/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { investorPlan } from '@/shared/lending/investor-rounds';

const plan = (investment: number, count = 6) =>
  investorPlan({
    investment,
    interestBps: 1_100,
    overdueBps: 500,
    count,
    startDate: '2026-01-31',
  });

test('700,000 won at 11 % over 6 rounds: 6,416 a month, 970 withheld, the principal last', () => {
  const { rounds, totalInterest, totalTax, interestAfterTax } = plan(700_000);
  expect(rounds.map((r) => r.date)).toEqual([
    '2026-02-28',
    '2026-03-31',
    '2026-04-30',
    '2026-05-31',
    '2026-06-30',
    '2026-07-31',
  ]);
  expect(rounds[0]).toEqual({
    round: 1,
    date: '2026-02-28',
    principal: 0,
    interest: 6_416,
    tax: 970,
    net: 5_446,
  });
  expect(rounds[5]).toMatchObject({ principal: 700_000, interest: 6_416, tax: 970, net: 705_446 });
  expect(totalInterest).toBe(38_496);
  expect(totalTax).toBe(5_820);
  expect(interestAfterTax).toBe(32_676);
});

test('a small investment whose tax rounds down to nothing keeps all its interest', () => {
  // 10,000 × 11 % / 12 = 91.66 → 91 won; 14 % of it is 12.74 → 10; local 1 → 0.
  const { rounds, interestAfterTax } = plan(10_000, 3);
  expect(rounds.map((r) => [r.interest, r.tax, r.net])).toEqual([
    [91, 10, 81],
    [91, 10, 81],
    [91, 10, 10_081],
  ]);
  expect(interestAfterTax).toBe(243);
});

test('no amount, no rounds of money', () => {
  expect(plan(0).rounds.every((r) => r.net === 0)).toBe(true);
  expect(plan(0).interestAfterTax).toBe(0);
});
