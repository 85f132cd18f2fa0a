import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function LoanInfoInputPage() {
  return <ComingSoon name="정보 입력" />;
}
