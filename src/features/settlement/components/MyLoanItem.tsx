import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router-dom';
import type { MyNftItem } from '@/shared/api/wire/schemas';
import { nftStatusLabel } from '@/shared/lib/nft-status';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { linkCardSx } from '@/shared/ui/text-layout';

const THUMB = 56;
/** A loan of mine as one link to its detail. */
export function MyLoanItem({ item, href }: { item: MyNftItem; href: string }) {
  const repaying = item.status === 'COMPLETED';
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box component={RouterLink} to={href} sx={{ ...linkCardSx, gap: 1.5, p: 1.5 }}>
        <NftCoverImage src={item.imageUrl} title={item.title} size={THUMB} decorative lazy />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              fontSize: 'size.xs',
              fontWeight: 700,
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              bgcolor: repaying ? 'positive.light' : 'primary.light',
              color: repaying ? 'positive.dark' : 'primary.main',
            }}
          >
            {nftStatusLabel(item.status)}
          </Box>
          <Typography
            component="h3"
            sx={{
              mt: 0.5,
              fontWeight: 700,
              fontSize: 'size.base',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {item.title}
          </Typography>
          {item.status === 'INVESTING' ? (
            <Box sx={{ mt: 0.5 }}>
              <ProgressBar progress={item.progress} label={`${item.title} 투자 진행률`} />
            </Box>
          ) : null}
        </Box>
        <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
      </Box>
    </Box>
  );
}
