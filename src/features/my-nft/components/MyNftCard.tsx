import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { MyNftItem } from '@/shared/api/wire/schemas';
import { paths } from '@/shared/config/paths';
import { CardTitleLink } from '@/shared/ui/CardTitleLink';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { nftStatusLabel } from '@/shared/lib/nft-status';
import styles from './MyNftCard.module.css';

/** The status chip's look: its own for a status the app knows, the neutral one otherwise. */
const statusClass = (status: string) =>
  status === 'INVESTING' || status === 'COMPLETED'
    ? `${styles.status} ${styles[status]}`
    : styles.status;

/** One NFT of my music; the whole card opens its detail through its title's link. */
export function MyNftCard({ item }: { item: MyNftItem }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.card}>
      <NftCoverImage src={item.imageUrl} title={item.title} size={72} />
      <div className={styles.body}>
        <span className={statusClass(item.status)}>{nftStatusLabel(item.status)}</span>
        <Typography id={titleId} component="h3" className={styles.title} noWrap>
          <CardTitleLink to={paths.myNftDetail(item.copyrightId)}>{item.title}</CardTitleLink>
        </Typography>
        <ProgressBar progress={item.progress} label={`${item.title} 투자 진행률`} />
      </div>
    </article>
  );
}
