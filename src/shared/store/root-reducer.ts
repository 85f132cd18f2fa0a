import { combineSlices, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { api } from '@/shared/api/api';
import { draftSlice } from '@/shared/registration-draft/draft-slice';
import type { DraftState } from '@/shared/registration-draft/draft-restore';
import { persistedRecentSearchesReducer } from '@/shared/recent-searches/recent-searches-slice';
import { sessionSlice } from '@/shared/session/session-slice';
import { createTokenStorage } from '@/shared/session/token-storage';
import { persistedWatchlistReducer } from '@/shared/watchlist/watchlist-persist';
import { persistedMotionReducer } from '@/shared/motion/motion-slice';
import { persistedReportingReducer } from '@/shared/telemetry/reporting-slice';
import { papersSlice } from '@/shared/papers/papers-slice';
import { appStatusSlice } from './app-status-slice';
import { writeFailHandler } from './persist';

/**
 * What persists: auth, the registration draft (from its first screen on), and on this phone the
 * watchlist, recent searches, the motion choice and the reporting choice (localStorage); the API cache never does.
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
  // Signed contracts' copies: read from IndexedDB when a screen shows them, never persisted here.
  papersSlice,
  { [sessionSlice.reducerPath]: persistReducer(sessionPersistConfig, sessionSlice.reducer) },
  // Persisted (IndexedDB under `nftFormData`) once a registration screen opens: its persisted
  // reducer takes this one's place then (registration-draft/start-draft-persistence.ts).
  {
    [draftSlice.reducerPath]: draftSlice.reducer as Reducer<
      DraftState,
      UnknownAction,
      DraftState | undefined
    >,
  },
  {
    watchlist: persistedWatchlistReducer,
    recentSearches: persistedRecentSearchesReducer,
    motion: persistedMotionReducer,
    reporting: persistedReportingReducer,
  },
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
