import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function SignupNicknamePage() {
  return <ComingSoon name="이름 입력" />;
}
