import type { ContractCopyright } from '@/shared/api/wire/schemas';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import styles from './CopyrightHeader.module.css';

/** Cover, title, type and singers: what the contract is about. */
export function CopyrightHeader({ copyright }: { copyright: ContractCopyright }) {
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
    </div>
  );
}
