import type { ReactNode } from 'react';
import styles from './InfoList.module.css';

// A contract's page has three of these, 14 rows: plain elements (InfoList.module.css) instead of
// a Box and two Typography per row, whose styles emotion resolved and hashed on every render
// (docs/performance.md).

export interface InfoRow {
  label: string;
  value: ReactNode;
  /** Draws the value in the primary colour: the figure the screen is about. */
  emphasis?: boolean;
}

/** Label/value pairs as a description list; `panel` sets them on a quiet panel of their own. */
export function InfoList({ rows, panel = false }: { rows: InfoRow[]; panel?: boolean }) {
  return (
    <dl className={panel ? `${styles.list} ${styles.panel}` : styles.list}>
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
