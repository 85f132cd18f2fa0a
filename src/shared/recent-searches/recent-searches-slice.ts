import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistedState } from 'redux-persist';
import { persistReducer } from 'redux-persist';
import { squeezed } from '@/shared/lib/search-text';
import { localStorageEngine, writeFailHandler } from '@/shared/store/persist';

/** Searches the person made on this phone, newest first (the search screen's 최근 검색어). */
export interface RecentSearchesState {
  queries: string[];
}

export const MAX_RECENT_SEARCHES = 10;
/** localStorage's `persist:recentSearches`; a `storage` event tells the other tabs. */
export const RECENT_SEARCHES_STORAGE_KEY = 'persist:recentSearches';

const initialState: RecentSearchesState = { queries: [] };
/** The same search typed again (other spacing or case) moves up instead of adding a line. */
const sameSearch = (a: string, b: string) => squeezed(a) === squeezed(b);

export const recentSearchesSlice = createSlice({
  name: 'recentSearches',
  initialState,
  reducers: {
    searched: (state, action: PayloadAction<string>) => {
      const query = action.payload.trim();
      if (!query) return;
      state.queries = [query, ...state.queries.filter((q) => !sameSearch(q, query))].slice(
        0,
        MAX_RECENT_SEARCHES,
      );
    },
    recentSearchRemoved: (state, action: PayloadAction<string>) => {
      state.queries = state.queries.filter((q) => q !== action.payload);
    },
    recentSearchesCleared: () => initialState,
    /** Another tab changed them. */
    recentSearchesSynced: (_state, action: PayloadAction<RecentSearchesState>) => action.payload,
  },
  selectors: {
    selectRecentSearches: (state) => state.queries,
  },
});

export const { searched, recentSearchRemoved, recentSearchesCleared, recentSearchesSynced } =
  recentSearchesSlice.actions;
export const { selectRecentSearches } = recentSearchesSlice.selectors;

/** Whatever was stored, a list of at most ten non-empty strings. */
export function sanitizeRecentSearches(value: unknown): RecentSearchesState {
  const queries =
    typeof value === 'object' && value !== null && 'queries' in value ? value.queries : null;
  return {
    queries: Array.isArray(queries)
      ? queries
          .filter((q): q is string => typeof q === 'string' && q.trim() !== '')
          .slice(0, MAX_RECENT_SEARCHES)
      : [],
  };
}

export const persistedRecentSearchesReducer = persistReducer(
  {
    key: 'recentSearches',
    storage: localStorageEngine,
    writeFailHandler,
    migrate: async (state: PersistedState) =>
      state
        ? ({ ...sanitizeRecentSearches(state), _persist: state._persist } as PersistedState)
        : state,
  },
  recentSearchesSlice.reducer,
);
