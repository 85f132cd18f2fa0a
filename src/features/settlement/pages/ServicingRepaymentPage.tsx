import { RepaymentDashboard } from '@/features/settlement/components/RepaymentDashboard';

/** 상환하기: the borrower's side (spec §6 role BORROWER), the only one with a repay button. */
export default function ServicingRepaymentPage() {
  return <RepaymentDashboard side="BORROWER" />;
}
