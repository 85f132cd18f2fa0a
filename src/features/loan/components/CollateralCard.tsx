import Typography from '@mui/material/Typography';
import { formatEth, formatWon } from '@/shared/lib/format';
import type { LoanCopyright } from '@/shared/api/wire/loan-schemas';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import text from '@/shared/ui/text.module.css';
import styles from './CollateralCard.module.css';

/** The NFT pledged as collateral: cover, title, credits and its valuation in ETH and won. */
export function CollateralCard({ copyright }: { copyright: LoanCopyright }) {
  const credits = [
    ['가수', copyright.singers],
    ['작곡', copyright.composers],
    ['작사', copyright.lyricists],
  ] as const;
  return (
    <div className={styles.card}>
      <NftCoverImage src={copyright.imageUrl} title={copyright.title} size={88} radius={1.5} />
      <div className={styles.text}>
        <Typography component="p" className={text.cardTitle}>
          {copyright.title}
        </Typography>
        {credits.map(([label, names]) =>
          names.length > 0 ? (
            <Typography key={label} variant="body2" color="textSecondary">
              {label} {names.join(', ')}
            </Typography>
          ) : null,
        )}
        <Typography variant="body2" className={styles.value}>
          {formatEth(copyright.ethPrice)} · {formatWon(copyright.wonPrice)}
        </Typography>
      </div>
    </div>
  );
}
