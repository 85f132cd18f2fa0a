import { useId, type ReactNode } from 'react';
import { staticCss } from './static-css';
import { colors, fontSizes, fontWeights, spacingPx } from './tokens';

// Three to a contract's page and more on an NFT's: plain elements and a static stylesheet
// (static-css.ts). The heading is MUI's h3 variant as the theme sets it.
staticCss(
  'detail-section',
  `.detail-section{padding:${spacingPx * 2.5}px}
.detail-section--top{border-top:8px solid ${colors.background}}
.detail-section--bottom{border-bottom:8px solid ${colors.background}}
.detail-section__title{margin:0 0 ${spacingPx * 1.5}px;font-size:${fontSizes.h3};line-height:1.167;font-weight:${fontWeights.bold}}`,
);

export interface DetailSectionProps {
  title: string;
  children: ReactNode;
  /** The heading's level in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Which side carries the thick rule that separates sections. */
  rule?: 'top' | 'bottom';
}

/** A titled block of a detail page (contract, NFT), named by its heading for screen readers. */
export function DetailSection({
  title,
  children,
  headingLevel: Heading = 'h3',
  rule = 'top',
}: DetailSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`detail-section detail-section--${rule}`}>
      <Heading id={headingId} className="detail-section__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
