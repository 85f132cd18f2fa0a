import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { paths } from '@/shared/config/paths';
import { formatAnnualRate, formatWon } from '@/shared/lib/format';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { CardTitleLink } from '@/shared/ui/CardTitleLink';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { Countdown } from './Countdown';

/**
 * One open contract; the whole card opens its progress page through its title's link
 * (CardTitleLink: a card-wide link named by the title alone failed Lighthouse's
 * label-content-name-mismatch).
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
          <CardTitleLink to={paths.loanApplyProgress(item.contractId)}>
            {item.copyright.name}
          </CardTitleLink>
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
