import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function RegisterLoadingPage() {
  return <ComingSoon name="NFT 등록 중" />;
}
