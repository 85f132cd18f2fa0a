import { memo, useId } from 'react';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { searchMessages } from '@/features/home/search-messages';
import { ContractCard } from './ContractCard';
import styles from './SearchResults.module.css';

const Card = memo(ContractCard);

export interface SearchResultsProps {
  /** Every open loan, in the list's order. */
  items: readonly ContractListItem[];
  /** The loans found, in the list's order. */
  found: readonly ContractListItem[];
  query: string;
  hidden: boolean;
}

/**
 * The search's results as home's cards. Every open loan's card is built once, when the list
 * arrives; a keystroke only shows and hides them (`hidden`), so it never builds a card, decodes a
 * cover or starts a countdown (docs/performance.md, "Search").
 */
export function SearchResults({ items, found, query, hidden }: SearchResultsProps) {
  const headingId = useId();
  const shown = new Set(found.map((item) => item.contractId));
  return (
    <section aria-labelledby={headingId} className={styles.section} hidden={hidden}>
      <h2 id={headingId} className={styles.title}>
        {found.length > 0
          ? searchMessages.searchResultCount(found.length)
          : searchMessages.searchResults}
      </h2>
      {found.length === 0 ? (
        <p className={styles.empty}>{searchMessages.searchNoMatch(query.trim())}</p>
      ) : null}
      <ul className={styles.list} hidden={found.length === 0}>
        {items.map((item) => (
          <li key={item.contractId} hidden={!shown.has(item.contractId)}>
            <Card item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
