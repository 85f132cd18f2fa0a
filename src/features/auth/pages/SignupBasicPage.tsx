import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function SignupBasicPage() {
  return <ComingSoon name="회원가입 1단계" />;
}
