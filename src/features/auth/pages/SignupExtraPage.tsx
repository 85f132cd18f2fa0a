import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function SignupExtraPage() {
  return <ComingSoon name="추가 정보" />;
}
