import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEth, formatWon } from '@/shared/lib/format';
import type { LoanCopyright } from '@/shared/api/wire/loan-schemas';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';

/** The NFT pledged as collateral: cover, title, credits and its valuation in ETH and won. */
export function CollateralCard({ copyright }: { copyright: LoanCopyright }) {
  const credits = [
    ['가수', copyright.singers],
    ['작곡', copyright.composers],
    ['작사', copyright.lyricists],
  ] as const;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        p: 2,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'divider',
        alignItems: 'center',
      }}
    >
      <NftCoverImage src={copyright.imageUrl} title={copyright.title} size={88} radius={1.5} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: 'size.title' }}>
          {copyright.title}
        </Typography>
        {credits.map(([label, names]) =>
          names.length > 0 ? (
            <Typography key={label} variant="body2" color="text.secondary">
              {label} {names.join(', ')}
            </Typography>
          ) : null,
        )}
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }}>
          {formatEth(copyright.ethPrice)} · {formatWon(copyright.wonPrice)}
        </Typography>
      </Box>
    </Box>
  );
}
