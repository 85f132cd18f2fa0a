import { FILTER_OPTIONS, type HomeFilter } from '@/features/home/messages';
import { staticCss } from '@/shared/ui/static-css';
import { colors, fontSizes, fontWeights, spacingPx } from '@/shared/ui/tokens';

/**
 * Pill-shaped toggles: plain buttons and a static stylesheet (static-css.ts), not MUI's Chip (it
 * added ~3 KiB gzip to home's first download for delete icons and avatars home never shows) nor
 * ButtonBase (emotion's work for each of the five on every render, and a ripple). The page's
 * `:focus-visible` ring (global-css.ts) marks keyboard focus. The border is there in both states
 * (transparent when pressed), so choosing never moves a chip.
 */
staticCss(
  'filter-chips',
  `.filter-chips{display:flex;gap:${spacingPx * 0.75}px;overflow-x:auto;padding:0 ${spacingPx * 2.5}px ${spacingPx / 2}px;scrollbar-width:none}
.filter-chip{flex-shrink:0;box-sizing:border-box;height:32px;margin:0;padding:0 ${spacingPx * 1.25}px;border:1px solid ${colors.grey400};border-radius:16px;background:transparent;color:${colors.text};font-size:${fontSizes.md};font-weight:${fontWeights.regular};white-space:nowrap;cursor:pointer;-webkit-tap-highlight-color:transparent}
.filter-chip:hover{background:${colors.hover}}
.filter-chip[aria-pressed="true"]{background:${colors.primary};border-color:transparent;color:${colors.onPrimary};font-weight:${fontWeights.bold}}
.filter-chip[aria-pressed="true"]:hover{background:${colors.primaryDark}}`,
);

export interface FilterChipsProps {
  value: HomeFilter;
  onChange: (filter: HomeFilter) => void;
}

/** The five filters (spec §2); the chosen one is pressed. */
export function FilterChips({ value, onChange }: FilterChipsProps) {
  return (
    <div role="group" aria-label="계약 필터" className="filter-chips">
      {FILTER_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="filter-chip"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
