import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, loggedOut } from '@/shared/session/session-slice';

/** App-wide notices that are not server data. */
export const appStatusSlice = createSlice({
  name: 'appStatus',
  initialState: {
    storageWriteFailed: false,
    storageNoticeDismissed: false,
    sessionExpired: false,
    /**
     * A call just failed for the network, or the browser said it went offline; cleared by the next
     * answer from the server or the browser's online event.
     */
    networkDown: false,
    /**
     * Calls that failed for the network or timed out since the server last answered: how long a
     * screen waits before asking again by itself (shared/hooks/use-retry-while-on-view.ts).
     */
    failuresInRow: 0,
    /** A new version's service worker is waiting (app/service-worker); false once answered. */
    updateReady: false,
  },
  reducers: {
    storageWriteFailed: (state) => {
      state.storageWriteFailed = true;
    },
    /** Told once: a later failed write keeps the draft in memory without asking again. */
    storageNoticeDismissed: (state) => {
      state.storageNoticeDismissed = true;
    },
    networkFailed: (state) => {
      state.networkDown = true;
      state.failuresInRow += 1;
    },
    /** No answer in time: maybe the network, maybe the server; the banner does not say either. */
    callTimedOut: (state) => {
      state.failuresInRow += 1;
    },
    /** The browser's offline event, or no connection at boot: nothing was tried yet. */
    browserWentOffline: (state) => {
      state.networkDown = true;
    },
    networkRestored: (state) => {
      state.networkDown = false;
      state.failuresInRow = 0;
    },
    /** True when a new version waits; false once answered (나중에, or 새로고침 and a reload). */
    updateWaiting: (state, { payload }: PayloadAction<boolean>) => {
      state.updateReady = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state, action) => {
        state.sessionExpired = action.payload.reason === 'expired';
      })
      .addCase(loggedIn, (state) => {
        state.sessionExpired = false;
      });
  },
  selectors: {
    selectStorageNoticeOpen: (state) => state.storageWriteFailed && !state.storageNoticeDismissed,
    /** The server ended the session (401): members-only screens send the user to log in again. */
    selectSessionExpired: (state) => state.sessionExpired,
    selectNetworkDown: (state) => state.networkDown,
    selectFailuresInRow: (state) => state.failuresInRow,
    selectUpdateReady: (state) => state.updateReady,
  },
});

export const {
  storageWriteFailed,
  storageNoticeDismissed,
  networkFailed,
  callTimedOut,
  browserWentOffline,
  networkRestored,
  updateWaiting,
} = appStatusSlice.actions;
export const {
  selectStorageNoticeOpen,
  selectSessionExpired,
  selectNetworkDown,
  selectFailuresInRow,
  selectUpdateReady,
} = appStatusSlice.selectors;
