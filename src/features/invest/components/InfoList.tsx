import type { ReactNode } from 'react';
import styles from './InfoList.module.css';

// A contract's page has three of these, 14 rows: plain elements (InfoList.module.css) instead of
// a Box and two Typography per row, whose styles emotion resolved and hashed on every render
// (docs/performance.md).

export interface InfoRow {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list. */
export function InfoList({ rows }: { rows: InfoRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map(({ label, value }) => (
        <div key={label} className={styles.row}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
