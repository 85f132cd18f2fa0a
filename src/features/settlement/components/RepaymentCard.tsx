import { useId } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ContractRole, RepaymentStatus } from '@/shared/api/wire/enums';
import type { RepaymentSchedule } from '@/shared/api/wire/schemas';
import { formatAnnualRate, formatDate, formatRelativeDays, formatWon } from '@/shared/lib/format';
import { canRepay, roleWords } from '@/features/settlement/lib/repayment-tabs';
import { StatusMarker } from './StatusMarker';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import styles from './RepaymentCard.module.css';

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

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={styles.row}>
      <Typography component="dt" className={styles.label}>
        {label}
      </Typography>
      <Typography
        component="dd"
        className={strong ? `${styles.value} ${styles.strong}` : styles.value}
      >
        {value}
      </Typography>
    </div>
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
  const titleId = useId();
  return (
    // A round under its month's heading (h3): its song is the next level down.
    <article
      aria-labelledby={titleId}
      data-overdue={pastDue ? 'true' : undefined}
      className={pastDue ? `${styles.card} ${styles.pastDue}` : styles.card}
    >
      <div className={styles.top}>
        <NftCoverImage src={schedule.nftImageUrl} title={schedule.nftName} size={COVER} lazy />
        <div className={styles.text}>
          <div className={styles.titleLine}>
            <Typography component="h4" id={titleId} className={styles.title}>
              {schedule.nftName}
            </Typography>
            <span className={styles.round}>{round}</span>
          </div>
          <Typography className={styles.date}>
            {formatDate(schedule.repaymentDate)} · {formatRelativeDays(schedule.relativeDays)}
            {pastDue ? <StatusMarker tone="warning">연체</StatusMarker> : null}
            {status === 'REPAID' ? <StatusMarker tone="positive">상환 완료</StatusMarker> : null}
          </Typography>
        </div>
      </div>

      <dl className={styles.figures}>
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
      </dl>

      {canRepay(side, status) ? (
        <Button
          variant={pastDue ? 'primary' : 'line-primary'}
          size="small"
          fullWidth
          className={styles.repay}
          disabled={repayDisabled}
          aria-label={`${schedule.nftName} ${round} 상환하기`}
          onClick={() => onRepay(schedule.repaymentScheduleId)}
        >
          상환하기
        </Button>
      ) : null}
    </article>
  );
}
