import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function LoanConfirmPage() {
  return <ComingSoon name="대출 확인" />;
}
