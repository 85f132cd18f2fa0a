import { startTransition, useDeferredValue, useMemo, useState, type MouseEvent } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { useGetContractsQuery } from '@/features/home/api';
import { ListLoadError } from '@/features/home/components/ListLoadError';
import { RecentSearches } from '@/features/home/components/RecentSearches';
import { SearchBar } from '@/features/home/components/SearchBar';
import { SearchResults } from '@/features/home/components/SearchResults';
import { searchMessages } from '@/features/home/search-messages';
import { indexLoans, indexSingers, searchLoans } from '@/features/home/search/search-loans';
import { MAX_SINGER_LOOKUPS, useLoanSingers } from '@/features/home/search/use-loan-singers';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { formatNumber } from '@/shared/lib/format';
import { searched } from '@/shared/recent-searches/recent-searches-slice';
import { useAppDispatch } from '@/shared/store/hooks';
import { PageLoader } from '@/shared/ui/PageLoader';
import { WHOLE_LIST_MAX } from '@/shared/ui/VirtualList';
import styles from './SearchPage.module.css';

/** The address's query parameter: back, reload and a shared link keep the search. */
export const QUERY_PARAM = 'q';
const NONE: ContractListItem[] = [];

/**
 * Above the results: that singers are still on their way, how else to search, and, when the list
 * is longer than the loans whose singers are looked up, which loans were searched by singer.
 */
function hintFor(loadingSingers: boolean, found: number, total: number): string {
  const partly =
    total > MAX_SINGER_LOOKUPS
      ? searchMessages.singersSearchedIn(formatNumber(total), MAX_SINGER_LOOKUPS)
      : '';
  if (loadingSingers) return `${searchMessages.searchSingersLoading} ${partly}`.trim();
  return [found === 0 ? searchMessages.searchHint : '', partly].filter(Boolean).join(' ');
}

/**
 * /search?q=: every open loan (the list without a filter) found by title or singer as the person
 * types, as home's cards; with nothing typed, the searches made on this phone.
 */
export default function SearchPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const address = params.get(QUERY_PARAM) ?? '';
  // What the field holds, kept here: the results follow a keystroke in its own commit, while the
  // address (which re-renders the route) follows in a transition. The address leads only when it
  // changes by itself (back or forward to another search), never while the person types.
  const [query, setQuery] = useState(address);
  // A recent search tapped, or the address leading, puts its words in the field: a new field,
  // started with them.
  const [fieldKey, setFieldKey] = useState(0);
  const [seenAddress, setSeenAddress] = useState(address);
  const navigationType = useNavigationType();
  if (address !== seenAddress) {
    setSeenAddress(address);
    if (navigationType !== 'REPLACE') {
      setQuery(address);
      setFieldKey((key) => key + 1);
    }
  }
  const { currentData, isFetching, isError, error, refetch } = useGetContractsQuery();
  const items = currentData?.contracts ?? NONE;
  const { singers, loadingSingers } = useLoanSingers(items);
  const index = useMemo(() => indexLoans(items), [items]);
  const singerIndex = useMemo(() => indexSingers(singers), [singers]);
  // Past a list drawn whole, the results follow the keystroke at a lower priority: the field
  // echoes at once and React draws the found cards in slices a keystroke can interrupt.
  const deferredQuery = useDeferredValue(query);
  const resultsQuery = items.length > WHOLE_LIST_MAX ? deferredQuery : query;
  const results = useMemo(
    () => searchLoans(index, singerIndex, resultsQuery),
    [index, singerIndex, resultsQuery],
  );

  // The results at once (SearchResults: cards built once and shown, or only those on screen
  // drawn), so they paint with the keystroke. The address in React Router's transition: rendering the route for it in the
  // keystroke's task put the results a frame or more later (docs/performance.md, "Search").
  const show = (typed: string) => {
    setQuery(typed);
    setParams(typed.trim() ? { [QUERY_PARAM]: typed } : {}, { replace: true });
  };
  const remember = (typed: string) => dispatch(searched(typed));
  const chooseRecent = (recent: string) => {
    // One commit: the new field starts with the words the address now has.
    startTransition(() => {
      show(recent);
      setFieldKey((key) => key + 1);
    });
    dispatch(searched(recent));
  };
  // A result tapped: what was typed found something, so it is kept as a recent search.
  const onResultTap = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) remember(query);
  };

  // What the screen shows follows the results' query (the typed one, or a moment behind it).
  const searching = resultsQuery.trim() !== '';
  let status = null;
  if (searching && isError && !currentData) {
    status = <ListLoadError error={error} fetching={isFetching} onRetry={refetch} />;
  } else if (searching && !currentData) {
    status = <PageLoader />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.search}>
        <SearchBar
          key={fieldKey}
          defaultValue={query}
          onType={show}
          onSearch={remember}
          focusOnOpen={query === ''}
        />
      </div>
      {searching ? null : <RecentSearches onChoose={chooseRecent} />}
      {status}
      {currentData ? (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- listens for its links' taps (Enter on a link is a click too)
        <div onClick={onResultTap} hidden={!searching}>
          <p className={styles.hint} aria-live="polite">
            {searching ? hintFor(loadingSingers, results.length, items.length) : ''}
          </p>
          <SearchResults items={items} found={results} query={resultsQuery} hidden={!searching} />
        </div>
      ) : null}
    </div>
  );
}
