import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function MenuPage() {
  return <ComingSoon name="더보기" />;
}
