import { useId } from 'react';
import { paths } from '@/shared/config/paths';
import { formatAnnualRate, formatWon } from '@/shared/lib/format';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { CardTitleLink } from '@/shared/ui/CardTitleLink';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { staticCss } from '@/shared/ui/static-css';
import { bodyText, colors, fontWeights, radiusPx, spacingPx } from '@/shared/ui/tokens';
import { Countdown } from './Countdown';

// Home's first screen is five of these: plain elements and a static stylesheet (static-css.ts)
// instead of MUI's Box and Typography, whose styles emotion resolved and hashed for every element
// of every card on each render. With the sections and filter chips, 16 alternating traced cold
// loads of /main: main-thread CPU 164 → 144 ms (docs/performance.md).
staticCss(
  'contract-card',
  `.contract-card{position:relative;display:flex;gap:${spacingPx * 1.5}px;padding:${spacingPx * 1.5}px;border:1px solid ${colors.divider};border-radius:${radiusPx * 3}px;color:${colors.text};background:${colors.paper}}
.contract-card:focus-within{outline:2px solid ${colors.primary}}
.contract-card__body{flex:1;min-width:0;display:flex;flex-direction:column;gap:${spacingPx / 2}px}
.contract-card__title{margin:0;${bodyText.body1};font-weight:${fontWeights.bold};overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.contract-card__line{margin:0;${bodyText.body2};color:${colors.textSecondary}}`,
);

/**
 * One open contract; the whole card opens its progress page through its title's link
 * (CardTitleLink: a card-wide link named by the title alone failed Lighthouse's
 * label-content-name-mismatch).
 */
export function ContractCard({ item }: { item: ContractListItem }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="contract-card">
      <NftCoverImage
        src={item.copyright.imageUrl}
        title={item.copyright.name}
        size={88}
        decorative
      />
      <div className="contract-card__body">
        <h3 id={titleId} className="contract-card__title">
          <CardTitleLink to={paths.loanApplyProgress(item.contractId)}>
            {item.copyright.name}
          </CardTitleLink>
        </h3>
        <p className="contract-card__line">
          대출 금액 <strong>{formatWon(item.loanAmount)}</strong>
        </p>
        <p className="contract-card__line">
          {item.repaymentCount}회 상환 · {formatAnnualRate(item.interestRate)}
        </p>
        <ProgressBar progress={item.progress} label={`${item.copyright.name} 투자 진행률`} />
        <Countdown expirationTime={item.expirationTime} />
      </div>
    </article>
  );
}
