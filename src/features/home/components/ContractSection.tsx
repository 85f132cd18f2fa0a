import { useId } from 'react';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { staticCss } from '@/shared/ui/static-css';
import { cardListCss } from '@/shared/ui/text-layout';
import { bodyText, colors, fontSizes, fontWeights, radiusPx, spacingPx } from '@/shared/ui/tokens';
import { ContractCard } from './ContractCard';

// Plain elements and a static stylesheet (static-css.ts), as the cards inside: home's first screen.
// The heading is MUI's h3 variant as the theme sets it.
staticCss(
  'contract-section',
  `.contract-section{padding:${spacingPx * 2}px ${spacingPx * 2.5}px}
.contract-section__title{margin:0 0 ${spacingPx * 1.5}px;font-size:${fontSizes.h3};line-height:1.167;font-weight:${fontWeights.bold}}
.contract-section__empty{margin:0;padding:${spacingPx * 4}px 0;${bodyText.body1};text-align:center;color:${colors.textSecondary};background:${colors.background};border-radius:${radiusPx * 3}px}
.contract-section__list{${cardListCss.list};gap:${spacingPx * 1.5}px}
.contract-section__list>${cardListCss.laterItems}{${cardListCss.item}}`,
);

export interface ContractSectionProps {
  title: string;
  items: ContractListItem[];
  emptyMessage: string;
}

/** A titled list of contract cards, or its empty message. */
export function ContractSection({ title, items, emptyMessage }: ContractSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="contract-section">
      <h2 id={headingId} className="contract-section__title">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="contract-section__empty">{emptyMessage}</p>
      ) : (
        <ul className="contract-section__list">
          {items.map((item) => (
            <li key={item.contractId}>
              <ContractCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
