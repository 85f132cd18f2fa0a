import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { formatAnnualRate, formatWon } from '@/shared/lib/format';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { Countdown } from './Countdown';

/**
 * One open contract; the whole card opens its progress page. The title is the link and stretches
 * over the card (as in my music's cards), so the card is one tap target while the link's name is
 * what it shows: the title (WCAG 2.5.3; a card-wide link named by its title alone was flagged by
 * Lighthouse's label-content-name-mismatch), and the figures are read as text, not as a link.
 */
export function ContractCard({ item }: { item: ContractListItem }) {
  const titleId = useId();
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 1.5,
        p: 1.5,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 3,
        color: 'text.primary',
        bgcolor: 'background.paper',
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <NftCoverImage
        src={item.copyright.imageUrl}
        title={item.copyright.name}
        size={88}
        decorative
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography
          id={titleId}
          component="h3"
          sx={{
            fontWeight: 700,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          <Link
            component={RouterLink}
            to={paths.loanApplyProgress(item.contractId)}
            underline="none"
            color="inherit"
            sx={{
              '&:focus-visible': { outline: 'none' },
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
            }}
          >
            {item.copyright.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          대출 금액 <strong>{formatWon(item.loanAmount)}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.repaymentCount}회 상환 · {formatAnnualRate(item.interestRate)}
        </Typography>
        <ProgressBar progress={item.progress} label={`${item.copyright.name} 투자 진행률`} />
        <Countdown expirationTime={item.expirationTime} />
      </Box>
    </Box>
  );
}
