import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/shared/api/api-error';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useGetContractsQuery } from '@/features/home/api';
import { ContractLists } from '@/features/home/components/ContractLists';
import { FilterChips } from '@/features/home/components/FilterChips';
import { ListLoadError } from '@/features/home/components/ListLoadError';
import { SearchBar } from '@/features/home/components/SearchBar';
import { contractsArg, FILTER_PARAM, homeFilterOf } from '@/features/home/home-filter';
import type { HomeFilter } from '@/features/home/messages';
import { staticCss } from '@/shared/ui/static-css';
import { spacingPx } from '@/shared/ui/tokens';
import { visuallyHiddenCss } from '@/shared/ui/visually-hidden';

// Home's frame, in static CSS like everything on its first screen (shared/ui/static-css.ts).
staticCss(
  'home-page',
  `.home-page{padding-bottom:${spacingPx * 3}px}
.home-page__title{${visuallyHiddenCss}}
.home-page__search{padding:${spacingPx * 2}px ${spacingPx * 2.5}px ${spacingPx * 1.5}px}`,
);

export default function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
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
        <ListLoadError detail={errorMessage(error)} retrying={isFetching} onRetry={refetch} />
        <ContractLists filter={filter} items={[]} />
      </>
    );
  } else if (!currentData) {
    content = <PageLoader />;
  } else {
    content = <ContractLists filter={filter} items={currentData.contracts} />;
  }

  return (
    <div className="home-page">
      <h1 className="home-page__title">홈</h1>
      <div className="home-page__search">
        <SearchBar />
      </div>
      <FilterChips value={filter} onChange={choose} />
      {content}
    </div>
  );
}
