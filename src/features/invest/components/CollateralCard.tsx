import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContractCopyright } from '@/shared/api/wire/schemas';
import { formatEth, formatWon } from '@/shared/lib/format';
import { CopyrightCredits } from '@/shared/ui/CopyrightCredits';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';

/** The NFT pledged as collateral, its value, and its details on demand. */
export function CollateralCard({ copyright }: { copyright: ContractCopyright }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <NftCoverImage src={copyright.imageUrl} title={copyright.title} size={72} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{copyright.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {copyright.type} NFT
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {formatWon(copyright.wonPrice)}{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              ({formatEth(copyright.ethPrice)})
            </Box>
          </Typography>
        </Box>
      </Box>
      <CopyrightCredits
        singers={copyright.singers}
        composers={copyright.composers}
        lyricists={copyright.lyricists}
        isRegistered={copyright.isRegistered}
        registrationDoc={copyright.registrationDoc}
        streamingUrls={copyright.streamingUrls}
      />
    </Box>
  );
}
