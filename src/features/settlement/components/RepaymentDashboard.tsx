import { useState } from 'react';
import type { ContractRole } from '@/shared/api/wire/enums';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { PageTabs } from '@/shared/ui/PageTabs';
import { useGetConfirmedContractsQuery } from '@/shared/api/settlement-api';
import { useRepay } from '@/features/settlement/hooks/use-repay';
import { useRepaymentTab } from '@/features/settlement/hooks/use-repayment-tab';
import { repaymentTabs } from '@/features/settlement/lib/repayment-tabs';
import { MonthlyOutlook } from './MonthlyOutlook';
import { RepaymentList } from './RepaymentList';
import styles from './RepaymentDashboard.module.css';
import { SummaryHeader } from './SummaryHeader';

export interface RepaymentDashboardProps {
  /** LENDER: repayments I receive; BORROWER: repayments I make. */
  side: ContractRole;
  /** "Today" for the overdue styling; tests fix it. */
  now?: Date;
}

const tabId = (param: string) => `repayment-tab-${param}`;
const panelId = (param: string) => `repayment-panel-${param}`;
const tabs = repaymentTabs.map((t) => ({
  value: t.status,
  label: t.label,
  id: tabId(t.param),
  panelId: panelId(t.param),
}));

/** Both settlement dashboards (spec §2): summary, the months ahead, and the schedules by tab. */
export function RepaymentDashboard({ side, now: fixedNow }: RepaymentDashboardProps) {
  const [mountedAt] = useState(() => new Date());
  const now = fixedNow ?? mountedAt;
  const { tab, select } = useRepaymentTab();
  const repay = useRepay();
  // Every answer carries the same summary; the chart's upcoming list bridges a tab still loading.
  const current = useGetConfirmedContractsQuery({ status: tab.status, role: side });
  const upcoming = useGetConfirmedContractsQuery({ status: 'UPCOMING', role: side });
  const summary = current.data ?? upcoming.data;

  return (
    <div className={styles.dashboard}>
      <SummaryHeader side={side} summary={summary} />
      <MonthlyOutlook side={side} />

      <PageTabs
        tabs={tabs}
        value={tab.status}
        onChange={select}
        label="상환 상태"
        className={styles.tabs}
        tabClassName={styles.tab}
      />

      <div
        role="tabpanel"
        id={panelId(tab.param)}
        aria-labelledby={tabId(tab.param)}
        className={styles.panel}
      >
        <RepaymentList
          key={tab.status}
          side={side}
          status={tab.status}
          now={now}
          repayBusy={repay.waiting}
          onRepay={repay.ask}
        />
      </div>

      <ConfirmDialog
        open={repay.confirming !== null}
        title="상환하시겠습니까?"
        description="신청 후에는 수정할 수 없습니다."
        cancelLabel="취소"
        confirmLabel="확인"
        onCancel={repay.cancel}
        onConfirm={repay.confirm}
      />
    </div>
  );
}
