import { useParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { NftDetailScreen } from '@/shared/ui/NftDetailView';
import { parseNftRouteId } from '@/shared/ui/nft-route-id';
import { useGetNftQuery } from '@/features/nft-detail/api';

const notFound = {
  description: '주소가 올바른지 확인해주세요.',
  action: { label: '홈으로 가기', to: paths.main() },
};

/** /nft/detail/:nftId — a registered NFT anyone may look at. */
export default function NftDetailPage() {
  const { nftId } = useParams();
  const id = parseNftRouteId(nftId);
  const call = useGetNftQuery(id ?? 0, { skip: id === null });
  return <NftDetailScreen id={id} call={call} notFound={notFound} />;
}
