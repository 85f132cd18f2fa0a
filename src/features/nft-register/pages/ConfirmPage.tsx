import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function ConfirmPage() {
  return <ComingSoon name="등록 정보 확인" />;
}
