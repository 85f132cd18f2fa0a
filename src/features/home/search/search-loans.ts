import type { ContractListItem } from '@/shared/api/wire/schemas';
import { matches, queryOf, searchable, type Searchable } from './match';

export interface LoanIndexEntry {
  item: ContractListItem;
  title: Searchable;
}

/** By loan: its singers, ready to compare. */
export type SingerIndex = ReadonlyMap<number, readonly Searchable[]>;

/** Each open loan's title, ready to compare: once per list, not per keystroke or singer found. */
export function indexLoans(items: readonly ContractListItem[]): LoanIndexEntry[] {
  return items.map((item) => ({ item, title: searchable(item.copyright.name) }));
}

/** The singers found so far, ready to compare (a few dozen loans at most). */
export function indexSingers(singers: ReadonlyMap<number, readonly string[] | null>): SingerIndex {
  const index = new Map<number, readonly Searchable[]>();
  for (const [contractId, names] of singers) {
    if (names) index.set(contractId, names.map(searchable));
  }
  return index;
}

/**
 * The loans the query finds by title or singer, in the list's order: the order the cards are in
 * the page, so a screen reader and the eye meet them alike.
 */
export function searchLoans(
  index: readonly LoanIndexEntry[],
  singers: SingerIndex,
  typed: string,
): ContractListItem[] {
  const query = queryOf(typed);
  if (query.text === '') return [];
  const found: ContractListItem[] = [];
  for (const entry of index) {
    if (
      matches(entry.title, query) ||
      singers.get(entry.item.contractId)?.some((singer) => matches(singer, query))
    ) {
      found.push(entry.item);
    }
  }
  return found;
}
