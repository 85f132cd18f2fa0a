import { useId, type ReactNode } from 'react';
import { paths } from '@/shared/config/paths';
import { formatAnnualRate, formatWon } from '@/shared/lib/format';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { CardTitleLink } from '@/shared/ui/CardTitleLink';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { WatchHeart } from '@/shared/watchlist/WatchHeart';
import { Countdown } from './Countdown';
import layout from '@/shared/ui/layout.module.css';
import styles from './ContractCard.module.css';

// Home's first screen is five of these: plain elements (ContractCard.module.css) instead of
// MUI's Box and Typography, whose styles emotion resolved and hashed for every element
// of every card on each render. With the sections and filter chips, 16 alternating traced cold
// loads of /main: main-thread CPU 164 → 144 ms (docs/performance.md).

/**
 * One open contract; the whole card opens its progress page through its title's link
 * (CardTitleLink: a card-wide link named by the title alone failed Lighthouse's
 * label-content-name-mismatch). The heart in its corner, above the link, keeps it on the watchlist.
 */
export function ContractCard({
  item,
  status,
}: {
  item: ContractListItem;
  /** In place of the countdown: what the watchlist knows of a loan no longer open. */
  status?: ReactNode;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={layout.titleCard}>
      <NftCoverImage
        src={item.copyright.imageUrl}
        title={item.copyright.name}
        size={88}
        decorative
      />
      <div className={layout.titleCardBody}>
        <h3 id={titleId} className={styles.title}>
          <CardTitleLink to={paths.loanApplyProgress(item.contractId)}>
            {item.copyright.name}
          </CardTitleLink>
        </h3>
        <p className={styles.line}>
          대출 금액 <strong>{formatWon(item.loanAmount)}</strong>
        </p>
        <p className={styles.line}>
          {item.repaymentCount}회 상환 · {formatAnnualRate(item.interestRate)}
        </p>
        <ProgressBar progress={item.progress} label={`${item.copyright.name} 투자 진행률`} />
        {status ?? <Countdown expirationTime={item.expirationTime} />}
      </div>
      <WatchHeart loan={item} className={styles.heart} />
    </article>
  );
}
