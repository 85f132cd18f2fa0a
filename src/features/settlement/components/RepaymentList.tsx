import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import type { ContractRole, RepaymentStatus } from '@/shared/api/wire/enums';
import { ApiErrorState } from '@/shared/ui/ErrorState';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useGetConfirmedContractsQuery } from '@/features/settlement/api';
import { isPastDue } from '@/features/settlement/lib/schedule-dates';
import { emptyMessage } from '@/features/settlement/lib/repayment-tabs';
import { RepaymentCard } from './RepaymentCard';
import styles from './RepaymentList.module.css';

export interface RepaymentListProps {
  side: ContractRole;
  status: RepaymentStatus;
  now: Date;
  repayBusy: boolean;
  onRepay: (scheduleId: number) => void;
}

/** One tab's schedules, with its own loading, empty and error states. */
export function RepaymentList({ side, status, now, repayBusy, onRepay }: RepaymentListProps) {
  const { data, error, isLoading, isFetching, refetch } = useGetConfirmedContractsQuery({
    status,
    role: side,
  });

  if (isLoading) return <PageLoader />;
  if (error || !data) {
    return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  }

  const schedules = data.repaymentSchedules.repaymentScheduleList;
  if (schedules.length === 0) {
    return (
      <div className={styles.empty}>
        <EventAvailableOutlinedIcon aria-hidden className={styles.emptyIcon} />
        <Typography className={styles.emptyText}>{emptyMessage(side, status)}</Typography>
      </div>
    );
  }

  return (
    <ul aria-busy={isFetching || undefined} className={styles.list}>
      {schedules.map((schedule) => (
        <RepaymentCard
          key={schedule.repaymentScheduleId}
          schedule={schedule}
          side={side}
          status={status}
          // A repaid round is settled, however long ago it fell due.
          pastDue={status !== 'REPAID' && isPastDue(schedule.repaymentDate, now)}
          repayDisabled={repayBusy || isFetching}
          onRepay={onRepay}
        />
      ))}
    </ul>
  );
}
