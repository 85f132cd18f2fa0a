import type { ReactNode } from 'react';
import styles from './NftInfoList.module.css';

export interface NftInfoRow {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list, the label left and the value right-aligned. */
export function NftInfoList({ rows }: { rows: NftInfoRow[] }) {
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
