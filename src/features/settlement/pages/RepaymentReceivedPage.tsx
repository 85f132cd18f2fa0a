import { RepaymentDashboard } from '@/features/settlement/components/RepaymentDashboard';

/** 상환받기: the lender's side (spec §6 role LENDER). */
export default function RepaymentReceivedPage() {
  return <RepaymentDashboard side="LENDER" />;
}
