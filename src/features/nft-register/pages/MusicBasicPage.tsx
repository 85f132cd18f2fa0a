import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function MusicBasicPage() {
  return <ComingSoon name="기본 정보 입력" />;
}
