import { createSlice } from '@reduxjs/toolkit';
import { loggedIn, loggedOut } from '../session/session-slice';

/** App-wide notices that are not server data. */
export const appStatusSlice = createSlice({
  name: 'appStatus',
  initialState: { storageWriteFailed: false, storageNoticeDismissed: false, sessionExpired: false },
  reducers: {
    storageWriteFailed: (state) => {
      state.storageWriteFailed = true;
    },
    /** Told once: a later failed write keeps the draft in memory without asking again. */
    storageNoticeDismissed: (state) => {
      state.storageNoticeDismissed = true;
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
  },
});

export const { storageWriteFailed, storageNoticeDismissed } = appStatusSlice.actions;
export const { selectStorageNoticeOpen, selectSessionExpired } = appStatusSlice.selectors;
