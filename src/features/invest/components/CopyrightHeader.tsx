import type { ContractCopyright, ContractListItem } from '@/shared/api/wire/schemas';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import { WatchHeart } from '@/shared/watchlist/WatchHeart';
import styles from './CopyrightHeader.module.css';

/** Cover, title, type and singers: what the contract is about; with `watch`, its heart. */
export function CopyrightHeader({
  copyright,
  watch,
}: {
  copyright: ContractCopyright;
  watch?: ContractListItem;
}) {
  const singers = copyright.singers.filter((name) => name.trim()).join(', ');
  return (
    <div className={styles.header}>
      <NftCoverImage src={copyright.imageUrl} title={copyright.title} size={96} radius={3} />
      <div className={styles.text}>
        <span className={styles.type}>
          <span>{copyright.type}</span>
        </span>
        <p className={styles.title}>{copyright.title}</p>
        {singers ? <p className={styles.singers}>{singers}</p> : null}
      </div>
      {watch ? <WatchHeart loan={watch} className={styles.heart} /> : null}
    </div>
  );
}
