import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/shared/store/root-reducer';
import { emptySignupDraft, type SignupDraft } from './signup-draft';
import { loadSignupDraft } from './signup-draft-storage';
import { birthProblem, isValidLoginId, isValidPassword, isValidPhone } from './validation';
import { walletProblem } from '@/shared/lib/eth-address';

type EditableField = Exclude<keyof SignupDraft, 'checkedLoginId' | 'completed'>;

export const signupDraftSlice = createSlice({
  name: 'signupDraft',
  // Read when a store first meets the slice: a reloaded tab finds what was typed before.
  initialState: (): SignupDraft => ({ ...emptySignupDraft, ...loadSignupDraft() }),
  reducers: {
    signupDraftUpdated: (
      state,
      action: PayloadAction<Partial<Pick<SignupDraft, EditableField>>>,
    ) => ({
      ...state,
      ...action.payload,
      completed: false,
    }),
    loginIdConfirmedAvailable: (state, action: PayloadAction<string>) => {
      state.checkedLoginId = action.payload;
    },
    /** The server refused the id at sign-up (taken meanwhile): step 1 must check a new one. */
    loginIdCheckInvalidated: (state) => {
      state.checkedLoginId = null;
    },
    /** Forgets everything typed (the password included) and marks sign-up as done. */
    signupCompleted: () => ({ ...emptySignupDraft, completed: true }),
  },
  selectors: {
    selectSignupDraft: (draft) => draft,
    selectSignupCompleted: (draft) => draft.completed,
    /** Step 1 is done when both fields are valid, confirmed, and the id was checked unchanged. */
    selectBasicStepDone: (draft) =>
      isValidLoginId(draft.loginId) &&
      draft.checkedLoginId === draft.loginId &&
      isValidPassword(draft.password) &&
      draft.passwordConfirm === draft.password,
    selectExtraStepDone: (draft) =>
      birthProblem(draft.birth) === null &&
      isValidPhone(draft.phoneNumber) &&
      Boolean(draft.job) &&
      walletProblem(draft.walletAddr) === null,
  },
});

declare module '@/shared/store/root-reducer' {
  // Interface merging is how a lazily injected slice declares its state on RootState.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof signupDraftSlice> {}
}

// Injected rather than listed in the root reducer: shared/ never imports a feature, and a slice
// added this way is not part of any persist config; signup-draft-storage.ts decides what is kept.
const injectedSignupDraftSlice = signupDraftSlice.injectInto(rootReducer);

export const {
  signupDraftUpdated,
  loginIdConfirmedAvailable,
  loginIdCheckInvalidated,
  signupCompleted,
} = signupDraftSlice.actions;

// The injected slice's selectors fall back to the initial state before the first action reaches it.
export const {
  selectSignupDraft,
  selectSignupCompleted,
  selectBasicStepDone,
  selectExtraStepDone,
} = injectedSignupDraftSlice.selectors;
