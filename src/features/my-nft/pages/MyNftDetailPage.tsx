import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function MyNftDetailPage() {
  return <ComingSoon name="내 음악 상세" />;
}
