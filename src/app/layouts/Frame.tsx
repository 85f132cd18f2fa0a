import type { ReactNode } from 'react';
import { OfflineBanner } from '@/app/OfflineBanner';
import styles from './Frame.module.css';

// Every screen draws these: plain elements (Frame.module.css).

/** The header's class: sticky, the header's height below the safe area, a divider under it. */
export const APP_HEADER_CLASS = styles.header;

/**
 * The centred phone-width column every screen sits in: its header, the offline notice under it (in
 * the flow, so it never covers the screen's own message), then the screen.
 */
export function Frame({
  header,
  children,
  bottomInset = 0,
}: {
  header: ReactNode;
  children: ReactNode;
  bottomInset?: number;
}) {
  return (
    <div
      className={styles.frame}
      style={{ paddingBottom: `calc(${bottomInset}px + env(safe-area-inset-bottom, 0px))` }}
    >
      {header}
      <OfflineBanner />
      {children}
    </div>
  );
}
