import type { ReactNode } from 'react';
import { OfflineBanner } from '@/app/OfflineBanner';
import { staticCss } from '@/shared/ui/static-css';
import { colors, layout, spacingPx } from '@/shared/ui/tokens';

// Every screen draws these: plain elements and a static stylesheet (shared/ui/static-css.ts),
// written into the prerendered pages' <head> too. Breakpoint `sm` is MUI's 600 px.
staticCss(
  'app-frame',
  `.app-frame{max-width:${layout.maxWidth}px;margin:0 auto;min-height:100dvh;background:${colors.paper};position:relative}
@media (min-width:600px){.app-frame{box-shadow:0 0 0 1px ${colors.divider}}}
.app-header{position:sticky;top:0;z-index:10;box-sizing:border-box;height:calc(${layout.headerHeight} + env(safe-area-inset-top, 0px));padding:env(safe-area-inset-top, 0px) ${spacingPx}px 0;display:flex;align-items:center;background:${colors.paper};border-bottom:1px solid ${colors.divider}}`,
);

/** The header's class: sticky, the header's height below the safe area, a divider under it. */
export const APP_HEADER_CLASS = 'app-header';

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
      className="app-frame"
      style={{ paddingBottom: `calc(${bottomInset}px + env(safe-area-inset-bottom, 0px))` }}
    >
      <OfflineBanner />
      {children}
    </div>
  );
}
