import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function AdjustmentPage() {
  return <ComingSoon name="내 정산 관리" />;
}
