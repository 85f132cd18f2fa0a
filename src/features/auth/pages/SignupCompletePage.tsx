import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function SignupCompletePage() {
  return <ComingSoon name="회원가입 완료" />;
}
