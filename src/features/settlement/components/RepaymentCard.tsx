import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ContractRole, RepaymentStatus } from '@/shared/api/wire/enums';
import type { RepaymentSchedule } from '@/shared/api/wire/schemas';
import { formatAnnualRate, formatDate, formatRelativeDays, formatWon } from '@/shared/lib/format';
import { canRepay, roleWords } from '@/features/settlement/lib/repayment-tabs';
import { StatusMarker } from './StatusMarker';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';

export interface RepaymentCardProps {
  schedule: RepaymentSchedule;
  side: ContractRole;
  status: RepaymentStatus;
  /** Dated before today and not repaid (spec §4). */
  pastDue: boolean;
  repayDisabled: boolean;
  onRepay: (scheduleId: number) => void;
}

const COVER = 64;
// A plain img: Box would take width/height as style props and drop the attributes that reserve
// the space before the image loads.
function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography component="dt" sx={{ fontSize: 'size.md', color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontSize: strong ? 'size.lg' : 'size.md', fontWeight: 700 }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** One round of one loan: what, when, how much; the borrower can repay it from here. */
export function RepaymentCard({
  schedule,
  side,
  status,
  pastDue,
  repayDisabled,
  onRepay,
}: RepaymentCardProps) {
  const words = roleWords(side);
  const round = `${schedule.round}회차`;
  const dateColor = pastDue ? 'warning.dark' : 'text.secondary';
  return (
    <Box
      component="li"
      data-overdue={pastDue ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        p: 2,
        borderRadius: 3,
        border: '1px solid',
        borderColor: pastDue ? 'warning.main' : 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <NftCoverImage src={schedule.nftImageUrl} title={schedule.nftName} size={COVER} lazy />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Typography
              component="h3"
              sx={{
                fontWeight: 700,
                fontSize: 'size.lg',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {schedule.nftName}
            </Typography>
            <Box
              component="span"
              sx={{
                fontSize: 'size.xs',
                fontWeight: 700,
                px: 0.75,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'primary.light',
                color: 'primary.main',
                flexShrink: 0,
              }}
            >
              {round}
            </Box>
          </Box>
          <Typography
            sx={{
              mt: 0.5,
              fontSize: 'size.md',
              color: dateColor,
              fontWeight: pastDue ? 700 : 400,
            }}
          >
            {formatDate(schedule.repaymentDate)} · {formatRelativeDays(schedule.relativeDays)}
            {pastDue ? <StatusMarker tone="warning">연체</StatusMarker> : null}
            {status === 'REPAID' ? <StatusMarker tone="positive">상환 완료</StatusMarker> : null}
          </Typography>
        </Box>
      </Box>

      <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gap: 0.5 }}>
        <Row
          label={words.amount}
          value={formatWon(schedule.repaymentAmount)}
          strong={status !== 'OVERDUE'}
        />
        <Row label="이자율" value={formatAnnualRate(schedule.interestRate)} />
        {status === 'OVERDUE' ? (
          <>
            <Row label="연체료" value={`+${formatWon(schedule.lateFee)}`} />
            <Row label="합계" value={formatWon(schedule.totalRepaymentAmount)} strong />
          </>
        ) : null}
      </Box>

      {canRepay(side, status) ? (
        <Button
          variant={pastDue ? 'primary' : 'line-primary'}
          size="small"
          fullWidth
          sx={{ mt: 1.5 }}
          disabled={repayDisabled}
          aria-label={`${schedule.nftName} ${round} 상환하기`}
          onClick={() => onRepay(schedule.repaymentScheduleId)}
        >
          상환하기
        </Button>
      ) : null}
    </Box>
  );
}
