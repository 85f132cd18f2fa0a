import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContractRole } from '@/shared/api/wire/enums';
import type { ConfirmedContracts } from '@/shared/api/wire/schemas';
import { formatNumber, formatWon } from '@/shared/lib/format';
import { roleWords } from '@/features/settlement/lib/repayment-tabs';
import { colors } from '@/shared/ui/tokens';

export interface SummaryHeaderProps {
  side: ContractRole;
  /** Undefined until a dashboard answer has arrived. */
  summary: Pick<ConfirmedContracts, 'cash' | 'totalContracts' | 'totalAmount'> | undefined;
}

const PENDING = '-';

/** Balance, number of running contracts and their total, as one card at the top. */
export function SummaryHeader({ side, summary }: SummaryHeaderProps) {
  const words = roleWords(side);
  return (
    <Box
      component="section"
      aria-label="정산 요약"
      aria-busy={summary ? undefined : true}
      sx={{
        mx: 2.5,
        mt: 2,
        p: 2.5,
        borderRadius: 3,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography component="p" sx={{ fontSize: 'size.md', opacity: 0.9 }}>
        보유 잔액
      </Typography>
      <Typography component="p" sx={{ fontSize: 'size.h1', fontWeight: 700, mt: 0.5 }}>
        {summary ? formatWon(summary.cash) : PENDING}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 1,
          m: 0,
          mt: 2,
          pt: 2,
          borderTop: `1px solid ${colors.onPrimaryRule}`,
          '& dt': { fontSize: 'size.sm', opacity: 0.9 },
          '& dd': { m: 0, mt: 0.5, fontWeight: 700, fontSize: 'size.lg' },
        }}
      >
        <div>
          <dt>총 계약</dt>
          <dd>{summary ? `${formatNumber(summary.totalContracts)}건` : PENDING}</dd>
        </div>
        <div>
          <dt>{words.total}</dt>
          <dd>{summary ? formatWon(summary.totalAmount) : PENDING}</dd>
        </div>
      </Box>
    </Box>
  );
}
