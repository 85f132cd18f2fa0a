import { useId } from 'react';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { ContractCard } from './ContractCard';
import styles from './ContractSection.module.css';

export interface ContractSectionProps {
  title: string;
  items: ContractListItem[];
  emptyMessage: string;
}

/** A titled list of contract cards, or its empty message. */
export function ContractSection({ title, items, emptyMessage }: ContractSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.contractId}>
              <ContractCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
