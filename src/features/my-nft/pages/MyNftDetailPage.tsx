import { useParams } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import { useGetCopyrightQuery } from '@/shared/api/my-nfts-api';
import { paths } from '@/shared/config/paths';
import { ApiErrorState } from '@/shared/ui/ErrorState';
import { NftDetailView } from '@/shared/ui/NftDetailView';
import { NftNoticeState } from '@/shared/ui/NftNoticeState';
import { parseNftRouteId } from '@/shared/ui/nft-route-id';
import { PageLoader } from '@/shared/ui/PageLoader';
import { LoanSection } from '@/features/my-nft/components/LoanSection';

function NotFound() {
  return (
    <NftNoticeState
      title="NFT 정보를 찾을 수 없어요"
      description="삭제되었거나 주소가 올바르지 않아요. 내 음악에서 다시 골라주세요."
      action={{ label: '내 음악으로 가기', to: paths.myNft() }}
    />
  );
}

/** /myNft/detail/:copyrightId — one of my NFTs with its loan conditions; without an id, a hint. */
export default function MyNftDetailPage() {
  const { copyrightId } = useParams();
  const id = parseNftRouteId(copyrightId);
  const { currentData, error, isError, isFetching, refetch } = useGetCopyrightQuery(id ?? 0, {
    skip: id === null,
  });

  if (copyrightId === undefined) {
    return (
      <NftNoticeState
        title="NFT를 선택해주세요"
        description="내 음악 목록에서 자세히 볼 NFT를 골라주세요."
        action={{ label: '내 음악으로 가기', to: paths.myNft() }}
      />
    );
  }
  if (id === null) return <NotFound />;
  if (isError && !isFetching) {
    if (isApiError(error) && error.status === 404) return <NotFound />;
    return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  }
  if (!currentData) return <PageLoader />;
  return (
    <NftDetailView nft={currentData}>
      <LoanSection copyrightId={id} contractId={currentData.contractId} />
    </NftDetailView>
  );
}
