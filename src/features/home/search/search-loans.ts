import type { ContractListItem } from '@/shared/api/wire/schemas';
import { matches, queryOf, searchable, type Searchable } from './match';

export interface LoanIndexEntry {
  item: ContractListItem;
  title: Searchable;
  singers: Searchable[];
}

/** Each open loan's title and, once its details are in, its singers, ready to compare. */
export function indexLoans(
  items: readonly ContractListItem[],
  singers: ReadonlyMap<number, readonly string[] | null>,
): LoanIndexEntry[] {
  return items.map((item) => ({
    item,
    title: searchable(item.copyright.name),
    singers: (singers.get(item.contractId) ?? []).map(searchable),
  }));
}

/**
 * The loans the query finds by title or singer, in the list's order: the order the cards are in
 * the page, so a screen reader and the eye meet them alike.
 */
export function searchLoans(index: readonly LoanIndexEntry[], typed: string): ContractListItem[] {
  const query = queryOf(typed);
  if (query.text === '') return [];
  return index
    .filter(
      (entry) =>
        matches(entry.title, query) || entry.singers.some((singer) => matches(singer, query)),
    )
    .map((entry) => entry.item);
}
