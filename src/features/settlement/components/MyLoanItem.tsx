import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router-dom';
import type { MyNftItem } from '@/shared/api/wire/schemas';
import { nftStatusLabel } from '@/shared/lib/nft-status';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import styles from './MyLoanItem.module.css';

const THUMB = 56;
/** A loan of mine as one link to its detail. */
export function MyLoanItem({ item, href }: { item: MyNftItem; href: string }) {
  const repaying = item.status === 'COMPLETED';
  return (
    <li>
      <RouterLink to={href} className={styles.link}>
        <NftCoverImage src={item.imageUrl} title={item.title} size={THUMB} decorative lazy />
        <div className={styles.body}>
          <span className={repaying ? `${styles.status} ${styles.repaying}` : styles.status}>
            {nftStatusLabel(item.status)}
          </span>
          <Typography component="h3" className={styles.title}>
            {item.title}
          </Typography>
          {item.status === 'INVESTING' ? (
            <div className={styles.progress}>
              <ProgressBar progress={item.progress} label={`${item.title} 투자 진행률`} />
            </div>
          ) : null}
        </div>
        <ChevronRightIcon aria-hidden className={styles.chevron} />
      </RouterLink>
    </li>
  );
}
