import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function HomePage() {
  return <ComingSoon name="홈" />;
}
