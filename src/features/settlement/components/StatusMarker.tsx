import type { ReactNode } from 'react';
import styles from './StatusMarker.module.css';

/** A small text badge beside a date: the words carry the meaning, the colour only repeats it. */
export function StatusMarker({
  tone,
  children,
}: {
  tone: 'warning' | 'positive';
  children: ReactNode;
}) {
  return <span className={`${styles.marker} ${styles[tone]}`}>{children}</span>;
}
