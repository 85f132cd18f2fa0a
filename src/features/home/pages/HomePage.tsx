import { useDeferredValue } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useGetContractsQuery } from '@/features/home/api';
import { ContractLists } from '@/features/home/components/ContractLists';
import { FilterChips } from '@/features/home/components/FilterChips';
import { ListLoadError } from '@/features/home/components/ListLoadError';
import { SearchBar } from '@/features/home/components/SearchBar';
import { contractsArg, FILTER_PARAM, homeFilterOf } from '@/features/home/home-filter';
import type { HomeFilter } from '@/features/home/messages';
import { paths } from '@/shared/config/paths';
import { searched } from '@/shared/recent-searches/recent-searches-slice';
import { useAppDispatch } from '@/shared/store/hooks';
import styles from './HomePage.module.css';

export default function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const filter = homeFilterOf(searchParams);
  const {
    currentData: answered,
    isFetching,
    isError,
    error,
    refetch,
  } = useGetContractsQuery(contractsArg(filter));
  // The list renders in a transition once the answer is in: React slices the cards' render into
  // short tasks, so a slow phone stays responsive to a tap while they are built.
  const currentData = useDeferredValue(answered);

  const choose = (next: HomeFilter) =>
    setSearchParams(next === 'ALL' ? {} : { [FILTER_PARAM]: next }, { replace: true });

  let content;
  if (isError) {
    content = (
      <>
        <ListLoadError error={error} fetching={isFetching} onRetry={refetch} />
        <ContractLists filter={filter} items={[]} />
      </>
    );
  } else if (!currentData) {
    content = <PageLoader />;
  } else {
    content = <ContractLists filter={filter} items={currentData.contracts} />;
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>홈</h1>
      <div className={styles.search}>
        <SearchBar
          onSearch={(query) => {
            dispatch(searched(query));
            navigate(paths.search(query));
          }}
        />
      </div>
      <FilterChips value={filter} onChange={choose} />
      {content}
    </div>
  );
}
