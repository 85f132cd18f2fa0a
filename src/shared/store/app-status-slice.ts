import { createSlice } from '@reduxjs/toolkit';

/** App-wide notices that are not server data. */
export const appStatusSlice = createSlice({
  name: 'appStatus',
  initialState: { storageWriteFailed: false },
  reducers: {
    storageWriteFailed: (state) => {
      state.storageWriteFailed = true;
    },
    storageNoticeDismissed: (state) => {
      state.storageWriteFailed = false;
    },
  },
  selectors: {
    selectStorageWriteFailed: (state) => state.storageWriteFailed,
  },
});

export const { storageWriteFailed, storageNoticeDismissed } = appStatusSlice.actions;
export const { selectStorageWriteFailed } = appStatusSlice.selectors;
