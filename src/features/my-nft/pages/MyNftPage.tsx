import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function MyNftPage() {
  return <ComingSoon name="내 음악" />;
}
