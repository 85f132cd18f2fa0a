import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function RepaymentReceivedPage() {
  return <ComingSoon name="상환받기" />;
}
