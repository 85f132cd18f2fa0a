import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function ServicingRepaymentPage() {
  return <ComingSoon name="상환하기" />;
}
