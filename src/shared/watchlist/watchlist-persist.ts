import type { PersistedState } from 'redux-persist';
import { persistReducer } from 'redux-persist';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { isObject } from '@/shared/lib/is-object';
import { localStorageEngine, writeFailHandler } from '@/shared/store/persist';
import {
  MAX_WATCHED,
  VISITOR,
  watchlistSlice,
  type WatchedLoan,
  type WatchlistState,
} from './watchlist-slice';

/** localStorage's `persist:watchlist`: small, and a `storage` event tells the other tabs. */
export const WATCHLIST_STORAGE_KEY = 'persist:watchlist';

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** A stored glimpse of a loan, or null when it is not one (an old version, a hand edit). */
function glimpseOf(value: unknown, contractId: number): ContractListItem | null {
  if (!isObject(value) || !isObject(value.copyright)) return null;
  return {
    contractId,
    copyright: {
      name: typeof value.copyright.name === 'string' ? value.copyright.name : '',
      imageUrl: typeof value.copyright.imageUrl === 'string' ? value.copyright.imageUrl : '',
    },
    loanAmount: numberOrNull(value.loanAmount),
    expirationTime: stringOrNull(value.expirationTime),
    repaymentCount: numberOrNull(value.repaymentCount),
    interestRate: numberOrNull(value.interestRate),
    progress: stringOrNull(value.progress),
  } as ContractListItem;
}

function entryOf(value: unknown): WatchedLoan | null {
  if (!isObject(value)) return null;
  const { contractId, keptAt } = value;
  if (typeof contractId !== 'number' || !Number.isSafeInteger(contractId)) return null;
  const seen = glimpseOf(value.seen, contractId);
  if (!seen) return null;
  return { contractId, keptAt: typeof keptAt === 'string' ? keptAt : '', seen };
}

/** Whatever was stored, the screens get lists of the right shape. */
export function sanitizeWatchlist(value: unknown): WatchlistState {
  if (!isObject(value)) return { account: VISITOR, lists: {} };
  const lists: Record<string, WatchedLoan[]> = {};
  if (isObject(value.lists)) {
    for (const [account, list] of Object.entries(value.lists)) {
      if (!Array.isArray(list)) continue;
      lists[account] = list
        .map(entryOf)
        .filter((entry): entry is WatchedLoan => entry !== null)
        .slice(0, MAX_WATCHED);
    }
  }
  return { account: typeof value.account === 'string' ? value.account : VISITOR, lists };
}

export const watchlistPersistConfig = {
  key: 'watchlist',
  storage: localStorageEngine,
  writeFailHandler,
  migrate: async (state: PersistedState) =>
    state ? ({ ...sanitizeWatchlist(state), _persist: state._persist } as PersistedState) : state,
};

export const persistedWatchlistReducer = persistReducer(
  watchlistPersistConfig,
  watchlistSlice.reducer,
);
