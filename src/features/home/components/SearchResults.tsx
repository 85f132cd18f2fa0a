import { memo, useId } from 'react';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { searchMessages } from '@/features/home/search-messages';
import { formatNumber } from '@/shared/lib/format';
import { VirtualList } from '@/shared/ui/VirtualList';
import { ContractCard } from './ContractCard';
import styles from './SearchResults.module.css';

const Card = memo(ContractCard);
/** A card's height with its gap at 390 px, until measured. */
const CARD_PX = 150;

export interface SearchResultsProps {
  /** The loans found, in the list's order. */
  found: readonly ContractListItem[];
  query: string;
}

const keyOf = (item: ContractListItem) => item.contractId;
const cardOf = (item: ContractListItem) => <Card item={item} />;

/**
 * The search's results as home's cards, only those on screen drawn (VirtualList): a keystroke
 * that finds 5,000 loans builds the ten or so a person can see, and only they tick.
 */
export function SearchResults({ found, query }: SearchResultsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {found.length > 0
          ? searchMessages.searchResultCount(formatNumber(found.length))
          : searchMessages.searchResults}
      </h2>
      {found.length === 0 ? (
        <p className={styles.empty}>{searchMessages.searchNoMatch(query.trim())}</p>
      ) : (
        <VirtualList
          items={found}
          itemKey={keyOf}
          renderItem={cardOf}
          estimateSize={CARD_PX}
          className={styles.list}
          aria-labelledby={headingId}
        />
      )}
    </section>
  );
}
