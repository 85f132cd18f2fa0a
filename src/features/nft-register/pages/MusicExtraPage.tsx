import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function MusicExtraPage() {
  return <ComingSoon name="추가 정보 입력" />;
}
