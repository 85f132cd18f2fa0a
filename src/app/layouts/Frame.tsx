import type { ReactNode } from 'react';
import { OfflineBanner } from '@/app/OfflineBanner';
import styles from './Frame.module.css';

// Every screen draws these: plain elements (Frame.module.css).

/** The header's class: sticky, the header's height below the safe area, a divider under it. */
export const APP_HEADER_CLASS = styles.header;

/** The centred phone-width column every screen sits in. */
export function Frame({
  children,
  bottomInset = 0,
}: {
  children: ReactNode;
  bottomInset?: number;
}) {
  return (
    <div
      className={styles.frame}
      style={{ paddingBottom: `calc(${bottomInset}px + env(safe-area-inset-bottom, 0px))` }}
    >
      <OfflineBanner />
      {children}
    </div>
  );
}
