import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function NftDetailPage() {
  return <ComingSoon name="등록된 NFT" />;
}
