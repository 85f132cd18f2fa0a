import type { ReactNode } from 'react';
import { staticCss } from './static-css';
import { colors, spacingPx } from './tokens';

// A static stylesheet (static-css.ts): the bar is on most screens, among them the ones drawn
// without MUI (app/boot/load-screen.ts). Pushed to the bottom of a flex column when sticky; in flow,
// set apart from the document above. A phone on its side is ~300-400 px tall: a sticky bar of
// one or two big buttons would cover the field being typed in, so there the bar goes in flow.
staticCss(
  'bottom-cta',
  `.bottom-cta{position:sticky;bottom:0;z-index:5;margin-top:auto;padding:${1.5 * spacingPx}px ${2.5 * spacingPx}px calc(16px + env(safe-area-inset-bottom, 0px));background-color:${colors.paper};display:flex;flex-direction:column;gap:${spacingPx}px}
.bottom-cta--in-flow{position:static;margin-top:${3 * spacingPx}px}
.bottom-cta--divider{border-top:1px solid ${colors.divider}}
@media (max-height:480px){.bottom-cta{position:static}}
.bottom-cta__row{display:flex;gap:${spacingPx}px}`,
);

/** Lays two or more actions side by side in the bar. */
export const BOTTOM_CTA_ROW_CLASS = 'bottom-cta__row';

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
  const className = [
    'bottom-cta',
    !sticky && 'bottom-cta--in-flow',
    divider && 'bottom-cta--divider',
  ]
    .filter(Boolean)
    .join(' ');
  return <div className={className}>{children}</div>;
}
