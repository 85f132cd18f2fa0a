/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { seedWorld } from '@mocks/db/seed';
import {
  contractList,
  HIGH_RETURN_MIN_RATE_BPS,
  LONG_TERM_MIN_ROUNDS,
  SHORT_TERM_MAX_ROUNDS,
} from '@mocks/db/views';

describe('contract list filters on the seed world', () => {
  const now = new Date('2025-06-15T03:00:00Z');
  const state = seedWorld(now);
  const byId = (id: number) => state.contracts.find((row) => row.contractId === id)!;
  const copyrightOf = (id: number) =>
    state.copyrights.find((row) => row.copyrightId === byId(id).copyrightId)!;

  it('lists only contracts open for funding, latest closing first', () => {
    const all = contractList(state, 'ALL');
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.every((item) => byId(item.contractId).status === 'INVESTING')).toBe(true);
    const times = all.map((item) => Date.parse(item.expirationTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.every((item) => Date.parse(item.expirationTime) > now.getTime())).toBe(true);
  });

  it('applies the documented definitions', () => {
    const high = contractList(state, 'HIGH_RETURN');
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((item) => item.interestRate * 10000 >= HIGH_RETURN_MIN_RATE_BPS)).toBe(true);
    expect(high.map((item) => item.interestRate)).toEqual(
      [...high.map((item) => item.interestRate)].sort((a, b) => b - a),
    );

    const safe = contractList(state, 'LOW_RISK');
    expect(safe.length).toBeGreaterThan(0);
    expect(safe.every((item) => item.loanAmount * 2 <= copyrightOf(item.contractId).wonPrice)).toBe(
      true,
    );

    expect(
      contractList(state, 'SHORT_TERM').every(
        (item) => item.repaymentCount <= SHORT_TERM_MAX_ROUNDS,
      ),
    ).toBe(true);
    expect(
      contractList(state, 'LONG_TERM').every((item) => item.repaymentCount >= LONG_TERM_MIN_ROUNDS),
    ).toBe(true);
    expect(contractList(state, 'SHORT_TERM').length).toBeGreaterThan(0);
    expect(contractList(state, 'LONG_TERM').length).toBeGreaterThan(0);
  });

  it('seeds running loans with upcoming, overdue and repaid rounds', () => {
    const statuses = new Set(state.contracts.map((row) => row.status));
    expect(statuses).toEqual(new Set(['REGISTERED', 'INVESTING', 'COMPLETED']));
    expect(state.schedules.some((row) => row.paidAt)).toBe(true);
  });
});

describe('seed at awkward dates', () => {
  it.each([
    '2024-02-29T10:00:00Z',
    '2025-03-31T14:30:00Z',
    '2025-01-31T00:00:00Z',
    '2025-12-31T20:00:00Z',
  ])('keeps every open contract open and every running loan running when seeded at %s', (iso) => {
    const now = new Date(iso);
    const state = seedWorld(now);
    // Six of the story's songs and sixteen browse-only ones (seed-data.ts, BROWSE).
    expect(contractList(state, 'ALL')).toHaveLength(22);
    expect(state.contracts.filter((row) => row.status === 'COMPLETED')).toHaveLength(3);
  });
});
