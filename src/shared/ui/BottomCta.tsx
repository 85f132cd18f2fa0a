import type { ReactNode } from 'react';
import styles from './BottomCta.module.css';

// Plain elements (BottomCta.module.css): the bar is on most screens, among them the ones drawn
// without MUI (app/boot/load-screen.ts).

/** Lays two or more actions side by side in the bar. */
export const BOTTOM_CTA_ROW_CLASS = styles.row;

export interface BottomCtaProps {
  children: ReactNode;
  /**
   * Sticky keeps the action in reach on short forms. In flow (`false`) after a document the user
   * must read and sign, so it never covers the text or a signature pad.
   */
  sticky?: boolean;
  /** A hairline above, for screens whose content scrolls under the bar. */
  divider?: boolean;
}

/** A screen's primary action(s) at the bottom of the phone column, above the safe area. */
export function BottomCta({ children, sticky = true, divider = false }: BottomCtaProps) {
  const className = [styles.bar, !sticky && styles.inFlow, divider && styles.divider]
    .filter(Boolean)
    .join(' ');
  return <div className={className}>{children}</div>;
}
