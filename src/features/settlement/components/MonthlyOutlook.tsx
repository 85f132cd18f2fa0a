import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ContractRole } from '@/shared/api/wire/enums';
import { ApiErrorState } from '@/shared/ui/ErrorState';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useGetConfirmedContractsQuery } from '@/shared/api/settlement-api';
import { monthlyTotals } from '@/features/settlement/lib/monthly-totals';
import { roleWords } from '@/features/settlement/lib/repayment-tabs';
import { AddToCalendarButton } from './AddToCalendarButton';
import { MonthlyChart } from './MonthlyChart';
import styles from './MonthlyOutlook.module.css';

/** The months ahead at a glance: what falls due (borrower) or comes in (lender) each month. */
export function MonthlyOutlook({ side }: { side: ContractRole }) {
  const headingId = useId();
  const { chartTitle } = roleWords(side);
  const upcoming = useGetConfirmedContractsQuery({ status: 'UPCOMING', role: side });
  const overdue = useGetConfirmedContractsQuery({ status: 'OVERDUE', role: side });

  let body;
  if (upcoming.isLoading || overdue.isLoading) {
    body = <PageLoader label="그래프를 불러오는 중..." />;
  } else if (!upcoming.data || !overdue.data) {
    body = (
      <ApiErrorState
        error={upcoming.error ?? overdue.error}
        onRetry={() => {
          if (upcoming.error) void upcoming.refetch();
          if (overdue.error) void overdue.refetch();
        }}
      />
    );
  } else {
    const months = monthlyTotals(
      upcoming.data.repaymentSchedules.repaymentScheduleList,
      overdue.data.repaymentSchedules.repaymentScheduleList,
    );
    body =
      months.length === 0 ? (
        <Typography className={styles.empty}>
          {side === 'BORROWER' ? '앞으로 상환할 금액이 없습니다.' : '앞으로 받을 금액이 없습니다.'}
        </Typography>
      ) : (
        <>
          <MonthlyChart title={chartTitle} months={months} />
          <AddToCalendarButton
            side={side}
            items={upcoming.data.repaymentSchedules.repaymentScheduleList}
          />
        </>
      );
  }

  return (
    <section aria-labelledby={headingId} className={styles.outlook}>
      <Typography id={headingId} component="h2" className={styles.title}>
        {chartTitle}
      </Typography>
      {body}
    </section>
  );
}
