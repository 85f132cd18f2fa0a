import { useParams } from 'react-router-dom';
import { useGetCopyrightQuery } from '@/shared/api/my-nfts-api';
import { paths } from '@/shared/config/paths';
import { NftDetailScreen } from '@/shared/ui/NftDetailView';
import { NftNoticeState } from '@/shared/ui/NftNoticeState';
import { parseNftRouteId } from '@/shared/ui/nft-route-id';
import { LoanSection } from '@/features/my-nft/components/LoanSection';

const notFound = {
  description: '삭제되었거나 주소가 올바르지 않아요. 내 음악에서 다시 골라주세요.',
  action: { label: '내 음악으로 가기', to: paths.myNft() },
};

/** /myNft/detail/:copyrightId — one of my NFTs with its loan conditions; without an id, a hint. */
export default function MyNftDetailPage() {
  const { copyrightId } = useParams();
  const id = parseNftRouteId(copyrightId);
  const call = useGetCopyrightQuery(id ?? 0, { skip: id === null });

  if (copyrightId === undefined) {
    return (
      <NftNoticeState
        title="NFT를 선택해주세요"
        description="내 음악 목록에서 자세히 볼 NFT를 골라주세요."
        action={{ label: '내 음악으로 가기', to: paths.myNft() }}
      />
    );
  }
  return (
    <NftDetailScreen id={id} call={call} notFound={notFound}>
      {(nft, copyright) => <LoanSection copyrightId={copyright} contractId={nft.contractId} />}
    </NftDetailScreen>
  );
}
