import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { loggedIn, type SessionState } from '@/shared/session/session-slice';

/**
 * 관심 대출: the loans a person keeps with the heart, on this phone (persisted in localStorage,
 * watchlist-persist.ts), one list per account and one for a visitor. Each entry keeps the loan as
 * the app last saw it (a home card's fields), so the list shows something true offline and after
 * the loan has left the server.
 */
export interface WatchedLoan {
  contractId: number;
  /** When it was kept (ISO time). */
  keptAt: string;
  /** The loan as last loaded: the card drawn while offline or once it is gone. */
  seen: ContractListItem;
}

export interface WatchlistState {
  /** The login id this phone last logged in with: whose list a logged-in person sees. */
  account: string;
  /** By account; '' is a visitor's. Newest first. */
  lists: Record<string, WatchedLoan[]>;
}

export const VISITOR = '';
/** A list longer than this drops its oldest: a phone's storage is not an archive. */
export const MAX_WATCHED = 100;

const initialState: WatchlistState = { account: VISITOR, lists: {} };

type Keyed<T> = { account: string } & T;

export const watchlistSlice = createSlice({
  name: 'watchlist',
  initialState,
  reducers: {
    /** The heart: keeps the loan, or lets it go when it is kept already. */
    watchToggled: {
      reducer: (state, action: PayloadAction<Keyed<{ loan: ContractListItem; at: string }>>) => {
        const { account, loan, at } = action.payload;
        const list = state.lists[account] ?? [];
        state.lists[account] = list.some((entry) => entry.contractId === loan.contractId)
          ? list.filter((entry) => entry.contractId !== loan.contractId)
          : [{ contractId: loan.contractId, keptAt: at, seen: loan }, ...list].slice(
              0,
              MAX_WATCHED,
            );
      },
      prepare: (account: string, loan: ContractListItem) => ({
        payload: { account, loan, at: new Date().toISOString() },
      }),
    },
    watchRemoved: (state, action: PayloadAction<Keyed<{ contractId: number }>>) => {
      const { account, contractId } = action.payload;
      state.lists[account] = (state.lists[account] ?? []).filter(
        (entry) => entry.contractId !== contractId,
      );
    },
    /** A screen loaded a kept loan: what it saw replaces the stored glimpse. */
    watchedLoanSeen: (state, action: PayloadAction<Keyed<{ loan: ContractListItem }>>) => {
      const { account, loan } = action.payload;
      const entry = state.lists[account]?.find((kept) => kept.contractId === loan.contractId);
      if (entry && JSON.stringify(entry.seen) !== JSON.stringify(loan)) entry.seen = loan;
    },
    /** Another tab changed the stored lists (watchlist-persist.ts). */
    watchlistSynced: (_state, action: PayloadAction<WatchlistState>) => action.payload,
  },
  extraReducers: (builder) => {
    builder.addCase(loggedIn, (state, action) => {
      if (action.meta.account !== null) state.account = action.meta.account;
    });
  },
});

export const { watchToggled, watchRemoved, watchedLoanSeen, watchlistSynced } =
  watchlistSlice.actions;

type WithWatchlist = { session: SessionState; watchlist: WatchlistState };

/** Whose list is on screen: the account logged in, or the visitor's when no one is. */
export const selectWatchAccount = (state: WithWatchlist): string =>
  state.session.accessToken ? state.watchlist.account : VISITOR;

const NONE: WatchedLoan[] = [];

/** The list on screen, newest first. */
export const selectWatchlist = (state: WithWatchlist): WatchedLoan[] =>
  state.watchlist.lists[selectWatchAccount(state)] ?? NONE;

/** Whether the loan is on the list on screen. */
export const selectIsWatched = (state: WithWatchlist, contractId: number): boolean =>
  selectWatchlist(state).some((entry) => entry.contractId === contractId);
