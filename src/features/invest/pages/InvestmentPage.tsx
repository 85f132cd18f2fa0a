import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function InvestmentPage() {
  return <ComingSoon name="투자 상세" />;
}
