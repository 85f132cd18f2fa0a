import { ApiErrorState } from '@/shared/ui/ErrorState';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useMyNftList } from '@/features/my-nft/hooks/use-my-nft-list';
import type { MyNftQuery } from '@/features/my-nft/my-nft-query';
import { MyNftCard } from './MyNftCard';
import { MyNftEmpty } from './MyNftEmpty';
import styles from './MyNftList.module.css';

/** The cards of the chosen tab and status, or its loading, empty or error state. */
export function MyNftList({ query }: { query: MyNftQuery }) {
  const { currentData, error, isError, isFetching, refetch } = useMyNftList(query);

  if (isError && !isFetching) {
    return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  }
  // currentData, not data: after a tab or chip change the previous list must not linger.
  if (!currentData) return <PageLoader />;
  if (currentData.copyrights.length === 0) return <MyNftEmpty query={query} />;
  return (
    <ul aria-label="NFT 목록" className={styles.list}>
      {currentData.copyrights.map((item) => (
        <li key={item.copyrightId}>
          <MyNftCard item={item} />
        </li>
      ))}
    </ul>
  );
}
