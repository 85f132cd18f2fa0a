import Typography from '@mui/material/Typography';
import type { ContractCopyright } from '@/shared/api/wire/schemas';
import { formatEth, formatWon } from '@/shared/lib/format';
import { CopyrightCredits } from '@/shared/ui/CopyrightCredits';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import styles from './CollateralCard.module.css';

/** The NFT pledged as collateral, its value, and its details on demand. */
export function CollateralCard({ copyright }: { copyright: ContractCopyright }) {
  return (
    <div className={styles.card}>
      <div className={styles.summary}>
        <NftCoverImage src={copyright.imageUrl} title={copyright.title} size={72} />
        <div className={styles.text}>
          <Typography className={styles.bold}>{copyright.title}</Typography>
          <Typography variant="body2" color="textSecondary">
            {copyright.type} NFT
          </Typography>
          <Typography variant="body2" className={styles.bold}>
            {formatWon(copyright.wonPrice)}{' '}
            <span className={styles.eth}>({formatEth(copyright.ethPrice)})</span>
          </Typography>
        </div>
      </div>
      <CopyrightCredits
        singers={copyright.singers}
        composers={copyright.composers}
        lyricists={copyright.lyricists}
        isRegistered={copyright.isRegistered}
        registrationDoc={copyright.registrationDoc}
        streamingUrls={copyright.streamingUrls}
      />
    </div>
  );
}
