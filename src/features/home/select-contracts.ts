import { parsePercent } from '@/shared/lib/format';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { FILTERED_COUNT, POPULAR_COUNT, RECENT_COUNT } from './messages';

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
