import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistedState } from 'redux-persist';
import { persistReducer } from 'redux-persist';
import { localStorageEngine, writeFailHandler } from '@/shared/store/persist';

/**
 * How the screens move, as the person chose on this phone (the menu's 화면 설정): countdowns that
 * tick every second can be stopped (KWCAG 2.2.2); they then say the time left in words, a minute
 * at a time. The phone's "reduce motion" setting does the same by itself (use-still-countdowns.ts).
 */
export interface MotionState {
  stillCountdowns: boolean;
}

/** localStorage's `persist:motion`; a `storage` event tells the other tabs. */
export const MOTION_STORAGE_KEY = 'persist:motion';

const initialState: MotionState = { stillCountdowns: false };

export const motionSlice = createSlice({
  name: 'motion',
  initialState,
  reducers: {
    stillCountdownsChosen: (state, action: PayloadAction<boolean>) => {
      state.stillCountdowns = action.payload;
    },
    /** Another tab changed it. */
    motionSynced: (_state, action: PayloadAction<MotionState>) => action.payload,
  },
  selectors: {
    selectStillCountdowns: (state) => state.stillCountdowns,
  },
});

export const { stillCountdownsChosen, motionSynced } = motionSlice.actions;
export const { selectStillCountdowns } = motionSlice.selectors;

/** Whatever was stored, a choice: only a stored `true` stops the countdowns. */
export const sanitizeMotion = (value: unknown): MotionState => ({
  stillCountdowns:
    typeof value === 'object' && value !== null && 'stillCountdowns' in value
      ? value.stillCountdowns === true
      : false,
});

export const persistedMotionReducer = persistReducer(
  {
    key: 'motion',
    storage: localStorageEngine,
    writeFailHandler,
    migrate: async (state: PersistedState) =>
      state ? ({ ...sanitizeMotion(state), _persist: state._persist } as PersistedState) : state,
  },
  motionSlice.reducer,
);
