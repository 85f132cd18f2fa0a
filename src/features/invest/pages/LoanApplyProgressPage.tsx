import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function LoanApplyProgressPage() {
  return <ComingSoon name="대출 신청 현황" />;
}
