import { homeSections, popularContracts, recentContracts } from '@/features/home/select-contracts';
import { parsePercent } from '@/shared/lib/format';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { FILTERED_COUNT } from '@/features/home/messages';
import { listItem } from './home-test-utils';

// Home's two lists pick five of the open loans in one pass (select-contracts.ts); they must be
// what sorting every loan and taking the first would give, ties and unreadable values included.
const time = (item: ContractListItem) => {
  const at = Date.parse(item.expirationTime);
  return Number.isNaN(at) ? 0 : at;
};
const latest = (a: ContractListItem, b: ContractListItem) =>
  time(b) - time(a) || b.contractId - a.contractId;
const bySorting = {
  popular: (items: ContractListItem[]) =>
    [...items]
      .sort((a, b) => parsePercent(b.progress) - parsePercent(a.progress) || latest(a, b))
      .slice(0, 2),
  recent: (items: ContractListItem[]) => [...items].sort(latest).slice(0, 3),
};

/** A deterministic list with many ties, missing times and progress in every shape. */
function loans(count: number, seed: number): ContractListItem[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    listItem(Math.floor(next() * count * 2), {
      progress: ['10', '50', '99.5', null, 'n/a', '100'][Math.floor(next() * 6)] as string,
      expirationTime:
        next() < 0.1
          ? 'soon'
          : new Date(Date.UTC(2026, 11, 1 + Math.floor(next() * 5))).toISOString(),
    }),
  );
}

describe("home's first cards out of thousands", () => {
  it.each([0, 1, 2, 3, 7, 50, 5_000])('match a full sort of %i loans', (count) => {
    for (const seed of [1, 2, 3]) {
      const items = loans(count, seed);
      expect(popularContracts(items)).toEqual(bySorting.popular(items));
      expect(recentContracts(items)).toEqual(bySorting.recent(items));
    }
  });

  it('leave the list as it was', () => {
    const items = loans(20, 9);
    const before = [...items];
    popularContracts(items);
    recentContracts(items);
    expect(items).toEqual(before);
  });

  it('are picked once an answer and filter: the boot script picks them, the screen finds them picked', () => {
    const items = loans(50, 4);
    const first = homeSections('ALL', items);
    expect(homeSections('ALL', items)).toBe(first);
    expect(first.map((section) => section.items)).toEqual([
      bySorting.popular(items),
      bySorting.recent(items),
    ]);
    // Another filter, or another answer (a refetch is a new array), is picked afresh.
    expect(homeSections('LOW_RISK', items)[0].items).toEqual(items.slice(0, FILTERED_COUNT));
    const refetched = [...items].reverse();
    expect(homeSections('ALL', refetched)).not.toBe(first);
    expect(homeSections('ALL', refetched)[1].items).toEqual(bySorting.recent(refetched));
  });
});
