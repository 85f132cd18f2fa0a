import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  /** The login id typed at login or sign-up, kept with the tokens and gone with them (내 프로필). */
  loginId: string | null;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export type LogoutReason = 'user' | 'expired';

const initialState: SessionState = { accessToken: null, refreshToken: null, loginId: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** `account`: the login id typed, whose lists on this phone are shown (shared/watchlist). */
    loggedIn: {
      reducer: (_state, action: PayloadAction<Tokens, string, { account: string | null }>) => ({
        ...action.payload,
        loginId: action.meta.account,
      }),
      prepare: (tokens: Tokens, account?: string) => ({
        payload: tokens,
        meta: { account: account ?? null },
      }),
    },
    /** The user logged out ('user'), or the server said the token is no good (401: 'expired'). */
    loggedOut: {
      reducer: () => initialState,
      prepare: (reason: LogoutReason = 'user') => ({ payload: { reason } }),
    },
    /** Another browser tab changed the tokens in localStorage. */
    syncedFromStorage: (_state, action: PayloadAction<SessionState>) => ({ ...action.payload }),
  },
  selectors: {
    selectAccessToken: (state) => state.accessToken,
    /** Spec §4: logged in is true when an access token exists. */
    selectIsLoggedIn: (state) => Boolean(state.accessToken),
    /** Who is signed in, as they typed it; null when logged out or unknown (an older session). */
    selectLoginId: (state) => (state.accessToken ? (state.loginId ?? null) : null),
  },
});

export const { loggedIn, loggedOut, syncedFromStorage } = sessionSlice.actions;
export const { selectAccessToken, selectIsLoggedIn, selectLoginId } = sessionSlice.selectors;
