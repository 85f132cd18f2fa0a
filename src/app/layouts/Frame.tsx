import type { ReactNode } from 'react';
import { OfflineBanner } from '@/app/OfflineBanner';
import styles from './Frame.module.css';

// Every screen draws these: plain elements (Frame.module.css).

/** The screen's <main> (ScreenOutlet), where the skip link leads. */
export const MAIN_ID = 'main';

/** The screen's <main>: the container the large-text layouts ask (Frame.module.css). */
export const SCREEN_CLASS = styles.screen;

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
      {/* KWCAG 6.4.1: past the header to the screen, for a keyboard or a screen reader. */}
      <a
        className={styles.skip}
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        본문 바로가기
      </a>
      {header}
      <OfflineBanner />
      {children}
    </div>
  );
}
