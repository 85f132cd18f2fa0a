import { parsePercent } from '@/shared/lib/format';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { FILTERED_COUNT, POPULAR_COUNT, RECENT_COUNT, messages, type HomeFilter } from './messages';

const expiresAt = (item: ContractListItem) => {
  const time = Date.parse(item.expirationTime);
  return Number.isNaN(time) ? 0 : time;
};

const latestFirst = (a: ContractListItem, b: ContractListItem) =>
  expiresAt(b) - expiresAt(a) || b.contractId - a.contractId;

/** 'Many people invested': the most funded first, ties to the most recent. */
export const popularContracts = (items: ContractListItem[]) =>
  [...items]
    .sort((a, b) => parsePercent(b.progress) - parsePercent(a.progress) || latestFirst(a, b))
    .slice(0, POPULAR_COUNT);

/**
 * 'Recently registered': funding windows all last one month, so the latest expiration is the
 * latest request.
 */
export const recentContracts = (items: ContractListItem[]) =>
  [...items].sort(latestFirst).slice(0, RECENT_COUNT);

/** A filtered list keeps the server's order for that filter. */
export const filteredContracts = (items: ContractListItem[]) => items.slice(0, FILTERED_COUNT);

export interface HomeSection {
  title: string;
  items: ContractListItem[];
  emptyMessage: string;
}

/**
 * Home's lists for `filter`, in screen order: unfiltered, 'many people invested' and 'recently
 * registered'; filtered, one list. ContractLists draws these; the boot script starts their covers
 * (app/boot/first-call.ts).
 */
export const homeSections = (filter: HomeFilter, items: ContractListItem[]): HomeSection[] =>
  filter === 'ALL'
    ? [
        {
          title: messages.popularTitle,
          items: popularContracts(items),
          emptyMessage: messages.emptyPopular,
        },
        {
          title: messages.recentTitle,
          items: recentContracts(items),
          emptyMessage: messages.emptyRecent,
        },
      ]
    : [
        {
          title: messages.filteredTitle(filter),
          items: filteredContracts(items),
          emptyMessage: messages.emptyFiltered,
        },
      ];

/** The cards of home's first render, in screen order. */
export const firstCards = (filter: HomeFilter, items: ContractListItem[]) =>
  homeSections(filter, items).flatMap((section) => section.items);
