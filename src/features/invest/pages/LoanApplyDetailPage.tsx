import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function LoanApplyDetailPage() {
  return <ComingSoon name="투자 상세" />;
}
