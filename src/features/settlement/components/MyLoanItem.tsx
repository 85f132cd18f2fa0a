import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { Link as RouterLink } from 'react-router-dom';
import type { MyNftItem } from '../../../shared/api/wire/schemas';
import { formatProgress } from '../../../shared/lib/format';
import { nftStatusLabel } from '../../../shared/lib/nft-status';
import { ProgressBar } from '../../../shared/ui/ProgressBar';


const THUMB = 56;
// A plain img keeps the width/height attributes (Box would turn them into styles).
const thumbStyle = {
  borderRadius: 8,
  objectFit: 'cover',
  flexShrink: 0,
  background: '#F5F6F8',
} as const;

/** A loan of mine as one link to its detail. */
export function MyLoanItem({ item, href }: { item: MyNftItem; href: string }) {
  const repaying = item.status === 'COMPLETED';
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box
        component={RouterLink}
        to={href}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          borderRadius: 3,
          border: '1px solid',
          borderColor: 'divider',
          color: 'text.primary',
          textDecoration: 'none',
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt=""
            width={THUMB}
            height={THUMB}
            loading="lazy"
            style={thumbStyle}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              width: THUMB,
              height: THUMB,
              borderRadius: 2,
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.light',
              color: 'primary.main',
            }}
          >
            <MusicNoteIcon />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              fontSize: '0.75rem',
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
              fontSize: '0.9375rem',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {item.title}
          </Typography>
          {item.status === 'INVESTING' ? (
            <Box sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: 1 }}>
                <ProgressBar
                  progress={item.progress}
                  label={`${item.title} 투자 진행률`}
                  showValue={false}
                />
              </Box>
              {/* Own figure in a text colour: the bar's warning red is too light for small text. */}
              <Typography
                component="span"
                sx={{ fontSize: '0.8125rem', fontWeight: 700, color: 'text.secondary' }}
              >
                {formatProgress(item.progress)}
              </Typography>
            </Box>
          ) : null}
        </Box>
        <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
      </Box>
    </Box>
  );
}
