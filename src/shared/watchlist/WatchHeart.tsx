import type { ContractListItem } from '@/shared/api/wire/schemas';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ICON_BUTTON_CLASS } from '@/shared/ui/plain-icon';
import { FavoriteBorderIcon, FavoriteIcon } from './heart-icons';
import { selectIsWatched, selectWatchAccount, watchToggled } from './watchlist-slice';
import styles from './WatchHeart.module.css';

export const WATCH_LABEL = {
  add: '관심 대출에 담기',
  remove: '관심 대출에서 빼기',
} as const;

/**
 * The heart on a loan's card and page: keeps the loan on this phone's 관심 대출 list, or lets it
 * go. `aria-pressed` says whether it is kept; the label, what a tap does. Its box is the same
 * either way, so nothing moves when it fills.
 */
export function WatchHeart({ loan, className }: { loan: ContractListItem; className?: string }) {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectWatchAccount);
  const kept = useAppSelector((state) => selectIsWatched(state, loan.contractId));
  return (
    <button
      type="button"
      className={[ICON_BUTTON_CLASS, styles.heart, className].filter(Boolean).join(' ')}
      aria-pressed={kept}
      aria-label={`${loan.copyright.name} ${kept ? WATCH_LABEL.remove : WATCH_LABEL.add}`}
      onClick={() => dispatch(watchToggled(account, loan))}
    >
      {kept ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </button>
  );
}
