import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function LoginPage() {
  return <ComingSoon name="로그인" />;
}
