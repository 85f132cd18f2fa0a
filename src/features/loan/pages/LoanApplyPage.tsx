import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function LoanApplyPage() {
  return <ComingSoon name="대출 신청" />;
}
