import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { useMemo, useRef } from 'react';
import { formatWon } from '@/shared/lib/format';
import { ApiErrorState } from '@/shared/ui/ErrorState';
import { PageLoader } from '@/shared/ui/PageLoader';
import { VirtualList, type VirtualListHandle } from '@/shared/ui/VirtualList';
import { useGetConfirmedContractsQuery } from '@/shared/api/settlement-api';
import { useRepaymentViewParams } from '@/features/settlement/hooks/use-repayment-view-params';
import { repaymentView, type RepaymentRow } from '@/features/settlement/lib/month-groups';
import { isPastDue } from '@/features/settlement/lib/schedule-dates';
import { emptyMessage } from '@/features/settlement/lib/repayment-tabs';
import { RepaymentCard, type RepaymentCardProps } from './RepaymentCard';
import { RepaymentFinder } from './RepaymentFinder';
import { StatementButton } from './StatementButton';
import styles from './RepaymentList.module.css';

export interface RepaymentListProps extends Pick<
  RepaymentCardProps,
  'side' | 'status' | 'onRepay'
> {
  now: Date;
  repayBusy: boolean;
}

/** A round card's height with its gap at 390 px, until measured. */
const CARD_PX = 190;
const keyOf = (row: RepaymentRow) => row.schedule.repaymentScheduleId;

/**
 * One tab's schedules, with its own loading, empty and error states: grouped by month, found by
 * song, in either date order, and only the rounds on screen drawn (6,000 rounds cost what ten do).
 */
export function RepaymentList({ side, status, now, repayBusy, onRepay }: RepaymentListProps) {
  const { data, error, isLoading, isFetching, refetch } = useGetConfirmedContractsQuery({
    status,
    role: side,
  });
  const { order, song, setOrder, setSong } = useRepaymentViewParams(status);
  const schedules = data?.repaymentSchedules.repaymentScheduleList;
  const view = useMemo(() => repaymentView(schedules ?? [], order, song), [schedules, order, song]);
  const list = useRef<VirtualListHandle>(null);

  if (isLoading) return <PageLoader />;
  if (error || !schedules) {
    return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  }
  if (schedules.length === 0) {
    return (
      <div className={styles.empty}>
        <EventAvailableOutlinedIcon aria-hidden className={styles.emptyIcon} />
        <Typography className={styles.emptyText}>{emptyMessage(side, status)}</Typography>
      </div>
    );
  }

  const renderRow = ({ schedule, monthStart }: RepaymentRow) => (
    <>
      {monthStart ? (
        <h3 className={styles.month}>
          {monthStart.label}
          <span className={styles.monthSum}>
            {monthStart.count}건 · {formatWon(monthStart.total)}
          </span>
        </h3>
      ) : null}
      <RepaymentCard
        schedule={schedule}
        side={side}
        status={status}
        // A repaid round is settled, however long ago it fell due.
        pastDue={status !== 'REPAID' && isPastDue(schedule.repaymentDate, now)}
        repayDisabled={repayBusy || isFetching}
        onRepay={onRepay}
      />
    </>
  );

  return (
    <>
      <RepaymentFinder
        order={order}
        song={song}
        months={view.months}
        onOrder={setOrder}
        onSong={setSong}
        onMonth={(index) => list.current?.scrollToIndex(index)}
      />
      <StatementButton
        side={side}
        status={status}
        count={view.rows.length}
        rows={() => view.rows.map((row) => row.schedule)}
      />
      {view.rows.length === 0 ? (
        <p className={styles.emptyText}>‘{song.trim()}’ 곡의 회차가 없습니다.</p>
      ) : (
        <VirtualList
          handle={list}
          items={view.rows}
          itemKey={keyOf}
          renderItem={renderRow}
          estimateSize={CARD_PX}
          className={styles.list}
          aria-label="상환 회차"
          aria-busy={isFetching || undefined}
        />
      )}
    </>
  );
}
