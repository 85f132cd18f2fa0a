import { useId } from 'react';
import { searchMessages } from '@/features/home/search-messages';
import {
  recentSearchesCleared,
  recentSearchRemoved,
  selectRecentSearches,
} from '@/shared/recent-searches/recent-searches-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ICON_BUTTON_CLASS, plainIcon } from '@/shared/ui/plain-icon';
import styles from './RecentSearches.module.css';

/** @mui/icons-material's Close, as plain SVG. */
const CloseIcon = plainIcon([
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
]);

/** The searches made on this phone, newest first: each one searches again, or goes. */
export function RecentSearches({ onChoose }: { onChoose: (query: string) => void }) {
  const dispatch = useAppDispatch();
  const queries = useAppSelector(selectRecentSearches);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {searchMessages.recentSearchesTitle}
        </h2>
        {queries.length > 0 ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => dispatch(recentSearchesCleared())}
          >
            {searchMessages.recentSearchesClear}
          </button>
        ) : null}
      </div>
      {queries.length === 0 ? (
        <p className={styles.empty}>{searchMessages.recentSearchesEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {queries.map((query) => (
            <li key={query} className={styles.item}>
              <button type="button" className={styles.query} onClick={() => onChoose(query)}>
                {query}
              </button>
              <button
                type="button"
                className={ICON_BUTTON_CLASS}
                aria-label={searchMessages.recentSearchRemove(query)}
                onClick={() => dispatch(recentSearchRemoved(query))}
              >
                <CloseIcon small />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
