import { paths } from '@/shared/config/paths';
import { NftNoticeState } from '@/shared/ui/NftNoticeState';
import { useStartRegistration } from '@/features/my-nft/hooks/use-start-registration';
import { NFT_STATUS_LABELS } from '@/shared/lib/nft-status';
import type { MyNftQuery } from '@/features/my-nft/my-nft-query';

function texts({ tab, status }: MyNftQuery) {
  const issued = tab === 'issued';
  if (status) {
    return {
      title: `‘${NFT_STATUS_LABELS[status]}’ 상태인 음악이 없어요`,
      description: issued
        ? '다른 상태를 골라보거나, 새 음악을 등록해보세요.'
        : '다른 상태를 골라보거나, 투자할 음악을 둘러보세요.',
    };
  }
  return issued
    ? {
        title: '아직 발행한 음악 NFT가 없어요',
        description: '음악을 등록하면 NFT로 발행되고, 그 NFT를 담보로 대출을 신청할 수 있어요.',
      }
    : {
        title: '아직 투자한 음악이 없어요',
        description: '홈에서 투자자를 모집 중인 음악을 둘러보세요.',
      };
}

/** An empty list says why and offers the next step: register (issued) or browse (invested). */
export function MyNftEmpty({ query }: { query: MyNftQuery }) {
  const startRegistration = useStartRegistration();
  const { title, description } = texts(query);
  return (
    <NftNoticeState
      headingLevel="h3"
      title={title}
      description={description}
      action={
        query.tab === 'issued'
          ? { label: '새 음악 등록하기', onClick: startRegistration }
          : { label: '투자할 음악 둘러보기', to: paths.main() }
      }
    />
  );
}
