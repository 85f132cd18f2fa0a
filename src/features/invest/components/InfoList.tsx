import type { ReactNode } from 'react';
import { staticCss } from '@/shared/ui/static-css';
import { bodyText, colors, fontWeights, spacingPx } from '@/shared/ui/tokens';

// A contract's page has three of these, 14 rows: plain elements and a static stylesheet
// (static-css.ts) instead of a Box and two Typography per row, whose styles emotion resolved and
// hashed on every render (docs/performance.md). Values are MUI's body2 as the theme sets it.
staticCss(
  'info-list',
  `.info-list{margin:0}
.info-list__row{display:flex;justify-content:space-between;gap:${spacingPx * 2}px;padding:${spacingPx * 0.875}px 0}
.info-list__label,.info-list__value{margin:0;${bodyText.body2}}
.info-list__label{flex-shrink:0;color:${colors.textSecondary}}
.info-list__value{min-width:0;font-weight:${fontWeights.bold};text-align:right}`,
);

export interface InfoRow {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list. */
export function InfoList({ rows }: { rows: InfoRow[] }) {
  return (
    <dl className="info-list">
      {rows.map(({ label, value }) => (
        <div key={label} className="info-list__row">
          <dt className="info-list__label">{label}</dt>
          <dd className="info-list__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
