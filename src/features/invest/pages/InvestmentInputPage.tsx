import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function InvestmentInputPage() {
  return <ComingSoon name="투자 정보 입력" />;
}
