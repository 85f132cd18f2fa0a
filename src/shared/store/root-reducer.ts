import { combineSlices } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { api } from '@/shared/api/api';
import { persistedDraftReducer } from '@/shared/registration-draft/draft-persist';
import { draftSlice } from '@/shared/registration-draft/draft-slice';
import { persistedRecentSearchesReducer } from '@/shared/recent-searches/recent-searches-slice';
import { sessionSlice } from '@/shared/session/session-slice';
import { createTokenStorage } from '@/shared/session/token-storage';
import { persistedWatchlistReducer } from '@/shared/watchlist/watchlist-persist';
import { appStatusSlice } from './app-status-slice';
import { writeFailHandler } from './persist';

/**
 * What persists: auth, the registration draft, and on this phone the watchlist and recent searches
 * (localStorage); the API cache never does.
 */
export const sessionPersistConfig = {
  key: 'session',
  storage: createTokenStorage(),
  writeFailHandler,
};

/**
 * Slices a feature owns inject themselves (`slice.injectInto(rootReducer)`) and declare their
 * state here by interface merging, so shared/ never imports a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  api,
  appStatusSlice,
  { [sessionSlice.reducerPath]: persistReducer(sessionPersistConfig, sessionSlice.reducer) },
  // IndexedDB under `nftFormData`, throttled (registration-draft/draft-persist.ts).
  { [draftSlice.reducerPath]: persistedDraftReducer },
  { watchlist: persistedWatchlistReducer, recentSearches: persistedRecentSearchesReducer },
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
