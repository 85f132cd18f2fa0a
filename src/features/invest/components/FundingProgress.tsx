import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContractDetail } from '@/shared/api/wire/schemas';
import { formatWon } from '@/shared/lib/format';
import { ProgressBar } from '@/shared/ui/ProgressBar';

/** Progress bar with the target and what is still left to fund. */
export function FundingProgress({ detail }: { detail: ContractDetail }) {
  const { progress, contract } = detail;
  return (
    <Box>
      <ProgressBar progress={progress.currentProgress} label="투자 진행률" />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          남은 모집 금액{' '}
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {formatWon(progress.remainingInvestingMoney)}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          목표 {formatWon(contract.loanAmount)}
        </Typography>
      </Box>
    </Box>
  );
}
