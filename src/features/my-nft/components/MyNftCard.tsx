import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { MyNftItem } from '@/shared/api/wire/schemas';
import { paths } from '@/shared/config/paths';
import { CardTitleLink } from '@/shared/ui/CardTitleLink';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { nftStatusLabel } from '@/shared/lib/nft-status';

const statusColors: Record<string, { color: string; bgcolor: string }> = {
  REGISTERED: { color: 'text.secondary', bgcolor: 'grey.100' },
  INVESTING: { color: 'primary.main', bgcolor: 'primary.light' },
  COMPLETED: { color: 'positive.dark', bgcolor: 'positive.light' },
};
/** A status the app does not know keeps a neutral chip. */
const neutralStatus = statusColors.REGISTERED;

/** One NFT of my music; the whole card opens its detail through its title's link. */
export function MyNftCard({ item }: { item: MyNftItem }) {
  const titleId = useId();
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 2,
        p: 2,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <NftCoverImage src={item.imageUrl} title={item.title} size={72} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Box
          component="span"
          sx={{
            alignSelf: 'flex-start',
            px: 1,
            py: 0.25,
            borderRadius: 1,
            fontSize: 'size.xs',
            fontWeight: 700,
            ...(statusColors[item.status] ?? neutralStatus),
          }}
        >
          {nftStatusLabel(item.status)}
        </Box>
        <Typography
          id={titleId}
          component="h3"
          sx={{ fontWeight: 700, fontSize: 'size.lg' }}
          noWrap
        >
          <CardTitleLink to={paths.myNftDetail(item.copyrightId)}>{item.title}</CardTitleLink>
        </Typography>
        <ProgressBar progress={item.progress} label={`${item.title} 투자 진행률`} />
      </Box>
    </Box>
  );
}
