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

/** The loans the query finds: those it finds by title first, then by singer, each in list order. */
export function searchLoans(index: readonly LoanIndexEntry[], typed: string): ContractListItem[] {
  const query = queryOf(typed);
  if (query.text === '') return [];
  const byTitle: ContractListItem[] = [];
  const bySinger: ContractListItem[] = [];
  for (const entry of index) {
    if (matches(entry.title, query)) byTitle.push(entry.item);
    else if (entry.singers.some((singer) => matches(singer, query))) bySinger.push(entry.item);
  }
  return [...byTitle, ...bySinger];
}
