import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function EvaluateLoadingPage() {
  return <ComingSoon name="가치 평가" />;
}
