import { parsePercent } from '@/shared/lib/format';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { FILTERED_COUNT, POPULAR_COUNT, RECENT_COUNT, messages, type HomeFilter } from './messages';

/** A loan with what the home lists order it by, read once. */
interface Keyed {
  item: ContractListItem;
  progress: number;
  expiresAt: number;
}

const keyed = (item: ContractListItem): Keyed => {
  const time = Date.parse(item.expirationTime);
  return {
    item,
    progress: parsePercent(item.progress),
    expiresAt: Number.isNaN(time) ? 0 : time,
  };
};

const latestFirst = (a: Keyed, b: Keyed) =>
  b.expiresAt - a.expiresAt || b.item.contractId - a.item.contractId;

/**
 * The first `count` of `loans` in `before` order, as a stable sort would give them, in one pass:
 * home shows five of 5,000 open loans, and sorting them all (a date and a percent read in every
 * comparison) cost ~100 ms at 4x CPU on the way to the first card.
 */
function firstOf(loans: readonly Keyed[], count: number, before: typeof latestFirst) {
  const kept: Keyed[] = [];
  for (const next of loans) {
    if (kept.length === count && before(next, kept[count - 1]) >= 0) continue;
    let at = kept.length;
    while (at > 0 && before(next, kept[at - 1]) < 0) at -= 1;
    kept.splice(at, 0, next);
    if (kept.length > count) kept.pop();
  }
  return kept.map((entry) => entry.item);
}

const popularOf = (loans: readonly Keyed[]) =>
  firstOf(loans, POPULAR_COUNT, (a, b) => b.progress - a.progress || latestFirst(a, b));
const recentOf = (loans: readonly Keyed[]) => firstOf(loans, RECENT_COUNT, latestFirst);

/** 'Many people invested': the most funded first, ties to the most recent. */
export const popularContracts = (items: ContractListItem[]) => popularOf(items.map(keyed));

/**
 * 'Recently registered': funding windows all last one month, so the latest expiration is the
 * latest request.
 */
export const recentContracts = (items: ContractListItem[]) => recentOf(items.map(keyed));

/** A filtered list keeps the server's order for that filter. */
export const filteredContracts = (items: ContractListItem[]) => items.slice(0, FILTERED_COUNT);

export interface HomeSection {
  title: string;
  items: ContractListItem[];
  emptyMessage: string;
}

/** Each answer's sections, by filter: the boot script picks them, the screen draws the same. */
const sectionsOf = new WeakMap<readonly ContractListItem[], Map<HomeFilter, HomeSection[]>>();

function sections(filter: HomeFilter, items: ContractListItem[]): HomeSection[] {
  if (filter !== 'ALL') {
    return [
      {
        title: messages.filteredTitle(filter),
        items: filteredContracts(items),
        emptyMessage: messages.emptyFiltered,
      },
    ];
  }
  // Each loan's date and percent read once for both lists.
  const loans = items.map(keyed);
  return [
    { title: messages.popularTitle, items: popularOf(loans), emptyMessage: messages.emptyPopular },
    { title: messages.recentTitle, items: recentOf(loans), emptyMessage: messages.emptyRecent },
  ];
}

/**
 * Home's lists for `filter`, in screen order: unfiltered, 'many people invested' and 'recently
 * registered'; filtered, one list. ContractLists draws these; the boot script starts their covers
 * (app/boot/first-call.ts). Picked once an answer: the store keeps the array the boot script read,
 * so the screen's first render finds them picked (a pass over 5,000 loans, ~25 ms at 4x CPU), and
 * a later render of the same answer does too.
 */
export function homeSections(filter: HomeFilter, items: ContractListItem[]): HomeSection[] {
  let byFilter = sectionsOf.get(items);
  if (!byFilter) sectionsOf.set(items, (byFilter = new Map()));
  let picked = byFilter.get(filter);
  if (!picked) byFilter.set(filter, (picked = sections(filter, items)));
  return picked;
}

/** The cards of home's first render, in screen order. */
export const firstCards = (filter: HomeFilter, items: ContractListItem[]) =>
  homeSections(filter, items).flatMap((section) => section.items);
