import { ApiErrorState } from '@/shared/ui/ErrorState';
import type { MyNftItem } from '@/shared/api/wire/schemas';
import { PageLoader } from '@/shared/ui/PageLoader';
import { VirtualList } from '@/shared/ui/VirtualList';
import { useMyNftList } from '@/features/my-nft/hooks/use-my-nft-list';
import type { MyNftQuery } from '@/features/my-nft/my-nft-query';
import { MyNftCard } from './MyNftCard';
import { MyNftEmpty } from './MyNftEmpty';
import styles from './MyNftList.module.css';

/** A card's height with its gap at 390 px, until measured. */
const CARD_PX = 112;
const keyOf = (item: MyNftItem) => item.copyrightId;
const cardOf = (item: MyNftItem) => <MyNftCard item={item} />;

/**
 * The cards of the chosen tab and status, or its loading, empty or error state; of 500 NFTs, only
 * those on screen are drawn (VirtualList).
 */
export function MyNftList({ query }: { query: MyNftQuery }) {
  const { currentData, error, isError, isFetching, refetch } = useMyNftList(query);

  if (isError && !isFetching) {
    return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  }
  // currentData, not data: after a tab or chip change the previous list must not linger.
  if (!currentData) return <PageLoader />;
  if (currentData.copyrights.length === 0) return <MyNftEmpty query={query} />;
  return (
    <VirtualList
      items={currentData.copyrights}
      itemKey={keyOf}
      renderItem={cardOf}
      estimateSize={CARD_PX}
      className={styles.list}
      aria-label="NFT 목록"
    />
  );
}
