import {
  configureStore,
  createListenerMiddleware,
  isAnyOf,
  type StoreEnhancer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { api } from '@/shared/api/api';
import { loggedOut, syncedFromStorage } from '@/shared/session/session-slice';
import { readStoredTokens } from '@/shared/session/token-storage';
import { offerDraftPersistence } from '@/shared/registration-draft/start-draft-persistence';
import { rootReducer, type RootState } from '@/shared/store/root-reducer';
import { storageWriteFailed } from '@/shared/store/app-status-slice';
import { devToolsOptions } from '@/shared/store/devtools';
import { setPersistWriteFailListener } from '@/shared/store/persist';
import { SESSION_KEYS } from '@/shared/session/token-storage';
import { persistedValue } from '@/shared/store/persisted-value';
import { watchlistSynced } from '@/shared/watchlist/watchlist-slice';
import { sanitizeWatchlist, WATCHLIST_STORAGE_KEY } from '@/shared/watchlist/watchlist-persist';
import { MOTION_STORAGE_KEY, motionSynced, sanitizeMotion } from '@/shared/motion/motion-slice';
import {
  REPORTING_STORAGE_KEY,
  reportingSynced,
  sanitizeReporting,
} from '@/shared/telemetry/reporting-slice';
import {
  recentSearchesSynced,
  RECENT_SEARCHES_STORAGE_KEY,
  sanitizeRecentSearches,
} from '@/shared/recent-searches/recent-searches-slice';

export type PreloadedState = Partial<{ [K in keyof RootState]: Partial<RootState[K]> }>;

/** When the development checks say they were slow: never in tests (see makeStore). */
const SLOW_CHECK_MS = process.env.NODE_ENV === 'test' ? Number.POSITIVE_INFINITY : 256;

/** `remote`: the remote Redux DevTools' enhancer, in a development build that asked for it. */
export function makeStore(preloadedState?: PreloadedState, remote?: StoreEnhancer) {
  const listeners = createListenerMiddleware();
  // Whoever logs the user out (the menu, a 401, another tab), no cached server data survives.
  listeners.startListening({
    matcher: isAnyOf(loggedOut, syncedFromStorage),
    effect: (action, listenerApi) => {
      if (
        loggedOut.match(action) ||
        (syncedFromStorage.match(action) && !action.payload.accessToken)
      ) {
        listenerApi.dispatch(api.util.resetApiState());
      }
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    // The session starts from the stored tokens, not null until redux-persist has read them: the
    // first screen's call, made at once, carries the token (and matches the boot script's).
    preloadedState: {
      ...preloadedState,
      session: preloadedState?.session ?? readStoredTokens(),
    } as RootState,
    middleware: (getDefault) =>
      getDefault({
        // Checks stay on. Their time warnings are a developer's hint (a slow check), never a test's
        // business: tests fail on any console warning, and speed is the bench's (a busy machine
        // took 272 ms once). RTK Query's
        // cache is left out of them: only RTK Query writes it, every answer in it has passed its
        // wire check (plain JSON) and arrives frozen, and walking 5,000 cached loans cost every
        // action ~32 ms in development (Node, unthrottled).
        immutableCheck: { warnAfter: SLOW_CHECK_MS, ignoredPaths: [api.reducerPath] },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: [api.reducerPath],
          warnAfter: SLOW_CHECK_MS,
        },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware),
    // The extension, or the remote monitor instead of it (src/app/remote-devtools.ts).
    devTools: remote ? false : devToolsOptions(),
    enhancers: (getDefault) => (remote ? getDefault().concat(remote) : getDefault()),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

/**
 * A slice kept on this phone that another tab may change: its stored value read back as a reload
 * reads it, compared with ours, and the action that takes it in.
 */
const syncedSlice = <T>(
  sanitize: (value: unknown) => T,
  current: (state: RootState) => unknown,
  synced: (value: T) => UnknownAction,
) => ({
  same: (stored: unknown, state: RootState) =>
    JSON.stringify(sanitize(stored)) === JSON.stringify(sanitize(current(state))),
  take: (stored: unknown) => synced(sanitize(stored)),
});

/** The slices kept on this phone another tab may change, by their localStorage key. */
const SYNCED_FROM_OTHER_TABS: Record<string, ReturnType<typeof syncedSlice>> = {
  [WATCHLIST_STORAGE_KEY]: syncedSlice(
    sanitizeWatchlist,
    (state) => state.watchlist,
    watchlistSynced,
  ),
  [RECENT_SEARCHES_STORAGE_KEY]: syncedSlice(
    sanitizeRecentSearches,
    (state) => state.recentSearches,
    recentSearchesSynced,
  ),
  [MOTION_STORAGE_KEY]: syncedSlice(sanitizeMotion, (state) => state.motion, motionSynced),
  [REPORTING_STORAGE_KEY]: syncedSlice(
    sanitizeReporting,
    (state) => state.reporting,
    reportingSynced,
  ),
};

/**
 * Starts persistence and the cross-tab sync (tokens, watchlist, recent searches); returns the
 * persistor and a cleanup.
 */
export function startPersistence(store: AppStore) {
  setPersistWriteFailListener(() => store.dispatch(storageWriteFailed()));
  const persistor = persistStore(store);
  const onStorage = (event: StorageEvent) => {
    // The watchlist and recent searches another tab changed: the same here, only when it differs
    // from ours, so the write our store makes of it never echoes back; a value that cannot be read
    // is left alone (a removed key empties them).
    const kept = event.key === null ? undefined : SYNCED_FROM_OTHER_TABS[event.key];
    if (kept) {
      const stored = persistedValue(event.newValue);
      if (event.newValue !== null && stored === null) return;
      if (!kept.same(stored, store.getState())) store.dispatch(kept.take(stored));
      return;
    }
    if (event.key !== null && !(SESSION_KEYS as readonly string[]).includes(event.key)) return;
    const tokens = readStoredTokens();
    const current = store.getState().session;
    if (
      tokens.accessToken !== current.accessToken ||
      tokens.refreshToken !== current.refreshToken ||
      tokens.loginId !== current.loginId
    ) {
      store.dispatch(syncedFromStorage(tokens));
    }
  };
  window.addEventListener('storage', onStorage);
  // A reload or a closed tab must not lose the last draft write. Forms flush their typing in the
  // capture phase (use-debounced-commit.ts), so it is in the store before this writes it.
  const flushOnHide = () => void persistor.flush();
  window.addEventListener('pagehide', flushOnHide);
  // The draft's own persistence starts with its first screen (start-draft-persistence.ts).
  const stopDraftFlush = offerDraftPersistence(store, persistor);
  return {
    persistor,
    stop: () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', flushOnHide);
      stopDraftFlush();
      persistor.pause();
    },
  };
}
