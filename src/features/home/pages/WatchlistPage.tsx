import { useEffect, useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetContractsQuery } from '@/features/home/api';
import { ContractCard } from '@/features/home/components/ContractCard';
import { ListLoadError } from '@/features/home/components/ListLoadError';
import { watchMessages } from '@/features/home/search-messages';
import { errorCause, errorMessage } from '@/shared/api/api-error';
import { useGetContractQuery } from '@/shared/api/contracts-api';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { paths } from '@/shared/config/paths';
import { formatNumber } from '@/shared/lib/format';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { buttonClass } from '@/shared/ui/plain-button';
import { VirtualList } from '@/shared/ui/VirtualList';
import {
  selectWatchAccount,
  selectWatchlist,
  watchedLoanSeen,
  watchRemoved,
  type WatchedLoan,
} from '@/shared/watchlist/watchlist-slice';
import styles from './WatchlistPage.module.css';

/** A card's height with its gap at 390 px, until measured. */
const CARD_PX = 150;
const keyOf = (entry: WatchedLoan) => entry.contractId;

/**
 * /watchlist: the loans kept with the heart, on this phone. An open one is drawn live from the
 * list of open loans (its progress and countdown); one that left that list is looked up on its
 * own: still there means its funding ended, a 404 that it is gone. Offline, each shows as it was
 * last loaded.
 */
export default function WatchlistPage() {
  const kept = useAppSelector(selectWatchlist);
  const { currentData, isFetching, isError, error, refetch } = useGetContractsQuery();
  const headingId = useId();
  const open = useMemo(
    () => new Map((currentData?.contracts ?? []).map((item) => [item.contractId, item])),
    [currentData],
  );
  const listState = currentData ? 'loaded' : isError ? 'failed' : 'loading';

  if (kept.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{watchMessages.emptyTitle}</p>
        <p className={styles.emptyText}>{watchMessages.emptyHowTo}</p>
        <RouterLink to={paths.main()} className={buttonClass('line-primary', 'medium')}>
          {watchMessages.browse}
        </RouterLink>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h2 id={headingId} className={styles.title}>
        {watchMessages.count(formatNumber(kept.length))}
      </h2>
      {isError && !currentData ? (
        <div className={styles.error}>
          <ListLoadError error={error} fetching={isFetching} onRetry={refetch} />
        </div>
      ) : null}
      <VirtualList
        items={kept}
        itemKey={keyOf}
        renderItem={(entry) => (
          <WatchedLoanCard entry={entry} live={open.get(entry.contractId)} listState={listState} />
        )}
        estimateSize={CARD_PX}
        className={styles.list}
        aria-labelledby={headingId}
      />
    </section>
  );
}

interface WatchedLoanCardProps {
  entry: WatchedLoan;
  /** The loan in the list of open loans, when it is there. */
  live: ContractListItem | undefined;
  listState: 'loading' | 'loaded' | 'failed';
}

/** One kept loan: live when open, else marked for what it became, with a way to let it go. */
function WatchedLoanCard({ entry, live, listState }: WatchedLoanCardProps) {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectWatchAccount);
  // Not in the open list: its own page tells whether it ended or is gone.
  const lookUp = listState === 'loaded' && !live;
  const detail = useGetContractQuery(entry.contractId, { skip: !lookUp });

  useEffect(() => {
    if (live) dispatch(watchedLoanSeen({ account, loan: live }));
  }, [account, dispatch, live]);

  if (live) return <ContractCard item={live} />;

  const remove = (
    <button
      type="button"
      className={styles.remove}
      onClick={() => dispatch(watchRemoved({ account, contractId: entry.contractId }))}
    >
      {watchMessages.remove}
    </button>
  );
  let note: string;
  let removable = false;
  if (!lookUp) {
    note = listState === 'failed' ? watchMessages.lastSeen : watchMessages.checking;
  } else if (detail.data) {
    note = watchMessages.ended;
    removable = true;
  } else if (detail.isError) {
    // Gone from the server; any other failure is said as it is (the list shows what was seen).
    const gone = errorCause(detail.error) === 'notFound';
    note = gone ? watchMessages.gone : errorMessage(detail.error);
    removable = gone;
  } else {
    note = watchMessages.checking;
  }
  const seen = detail.data
    ? { ...entry.seen, progress: detail.data.progress.currentProgress }
    : entry.seen;
  return (
    <ContractCard
      item={seen}
      status={
        <p className={styles.status}>
          <span className={styles.note}>{note}</span>
          {removable ? remove : null}
        </p>
      }
    />
  );
}
