import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistedState } from 'redux-persist';
import { persistReducer } from 'redux-persist';
import { localStorageEngine, writeFailHandler } from '@/shared/store/persist';

/**
 * Whether this phone sends the team its errors and speed (the menu's 오류·성능 정보 보내기): on
 * unless the person turned it off. Kept on this phone; a `storage` event tells the other tabs.
 */
export interface ReportingState {
  reportingOff: boolean;
}

export const REPORTING_STORAGE_KEY = 'persist:reporting';

export const reportingSlice = createSlice({
  name: 'reporting',
  initialState: { reportingOff: false } as ReportingState,
  reducers: {
    reportingChosen: (state, action: PayloadAction<boolean>) => {
      state.reportingOff = !action.payload;
    },
    /** Another tab changed it. */
    reportingSynced: (_state, action: PayloadAction<ReportingState>) => action.payload,
  },
  selectors: {
    selectReportingOff: (state) => state.reportingOff,
  },
});

export const { reportingChosen, reportingSynced } = reportingSlice.actions;
export const { selectReportingOff } = reportingSlice.selectors;

/** Whatever was stored, a choice: only a stored `true` turns reporting off. */
export const sanitizeReporting = (value: unknown): ReportingState => ({
  reportingOff:
    typeof value === 'object' && value !== null && 'reportingOff' in value
      ? value.reportingOff === true
      : false,
});

export const persistedReportingReducer = persistReducer(
  {
    key: 'reporting',
    storage: localStorageEngine,
    writeFailHandler,
    migrate: async (state: PersistedState) =>
      state ? ({ ...sanitizeReporting(state), _persist: state._persist } as PersistedState) : state,
  },
  reportingSlice.reducer,
);
