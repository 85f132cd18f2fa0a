import type { ReactNode } from 'react';
import { OfflineBanner } from '@/app/OfflineBanner';
import styles from './Frame.module.css';

// Every screen draws these: plain elements (Frame.module.css).

/** The header's class: sticky, the header's height below the safe area, a divider under it. */
export const APP_HEADER_CLASS = styles.header;

/**
 * The centred phone-width column every screen sits in: its header, the offline notice under it (in
 * the flow, so it never covers the screen's own message), then the screen. `tabBar`: room at the
 * bottom for the fixed tab bar (the tabbed layout's).
 */
export function Frame({
  header,
  children,
  tabBar = false,
}: {
  header: ReactNode;
  children: ReactNode;
  tabBar?: boolean;
}) {
  return (
    <div className={tabBar ? `${styles.frame} ${styles.withTabBar}` : styles.frame}>
      {header}
      <OfflineBanner />
      {children}
    </div>
  );
}
