import type { ReactNode } from 'react';
import styles from './TermRows.module.css';

export interface TermRow {
  label: string;
  value: ReactNode;
  /** Draws the row in the primary colour: the figure the screen is about. */
  emphasis?: boolean;
}

/** Label/value pairs as a description list, one row each. */
export function TermRows({ rows }: { rows: TermRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(({ label, value, emphasis }) => (
        <div key={label} className={styles.row}>
          <dt className={styles.label}>{label}</dt>
          <dd className={emphasis ? `${styles.value} ${styles.emphasis}` : styles.value}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
