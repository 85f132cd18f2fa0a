import { combineReducers } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { api } from '../api/api';
import { DRAFT_STORAGE_KEY, draftSlice } from '../registration-draft/draft-slice';
import { sessionSlice } from '../session/session-slice';
import { createTokenStorage } from '../session/token-storage';
import { localStorageAdapter, writeFailHandler } from './persist';
import { appStatusSlice } from './app-status-slice';

/** Only auth and the registration draft persist; the API cache never does. */
export const sessionPersistConfig = {
  key: 'session',
  storage: createTokenStorage(),
  writeFailHandler,
};

export const draftPersistConfig = {
  key: DRAFT_STORAGE_KEY,
  // No prefix: the draft lives under exactly `nftFormData` (spec §9).
  keyPrefix: '',
  storage: localStorageAdapter,
  writeFailHandler,
};

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.name]: persistReducer(sessionPersistConfig, sessionSlice.reducer),
  [draftSlice.name]: persistReducer(draftPersistConfig, draftSlice.reducer),
  [appStatusSlice.name]: appStatusSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
