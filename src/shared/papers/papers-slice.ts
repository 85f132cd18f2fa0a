import { createAsyncThunk, createSelector, createSlice } from '@reduxjs/toolkit';
import type { SessionState } from '@/shared/session/session-slice';
import { report } from '@/shared/telemetry/report';
import { createPaperShelf, type SignedContractCopy } from './signed-contracts';

/**
 * The signed contracts kept on this phone, as the screens see them. IndexedDB is their storage
 * (signed-contracts.ts); this slice is what is loaded of it, read when a screen that shows them
 * opens (never at boot: most visits never look).
 */
export interface PapersState {
  /** idle: not read yet; unavailable: this browser keeps no copies (no or refused IndexedDB). */
  status: 'idle' | 'loading' | 'ready' | 'unavailable';
  copies: SignedContractCopy[];
  /** The last signed contract's copy could not be kept (the agreement itself went through). */
  keepFailed: boolean;
}

const initialState: PapersState = { status: 'idle', copies: [], keepFailed: false };

/** The one shelf of the app (tests reach the same through fake-indexeddb). */
export const paperShelf = createPaperShelf();

const failed = (error: unknown) => {
  report({ kind: 'error', source: 'storage', error });
  throw error;
};

/** Reads the copies once per page view; a screen opening later finds them loaded. */
export const papersLoaded = createAsyncThunk(
  'papers/loaded',
  () => paperShelf.read().catch(failed),
  {
    condition: (_arg, { getState }) => {
      const { status } = (getState() as WithPapers).papers;
      return status === 'idle' || status === 'unavailable';
    },
  },
);

/** A signed contract's copy, kept after the server took the agreement, as the signer's. */
export const paperKept = createAsyncThunk(
  'papers/kept',
  (copy: Omit<SignedContractCopy, 'account'>, { getState }) =>
    paperShelf
      .add({ ...copy, account: (getState() as WithPapers).session.loginId ?? '' })
      .catch(failed),
);

export const paperDeleted = createAsyncThunk('papers/deleted', (paperId: string) =>
  paperShelf.remove(paperId).catch(failed),
);

export const papersSlice = createSlice({
  name: 'papers',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(papersLoaded.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(papersLoaded.rejected, (state) => {
        state.status = 'unavailable';
      })
      // A read started while a copy is being kept could land after it with the list before it.
      .addCase(paperKept.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(paperKept.fulfilled, (_state, action) => ({
        status: 'ready',
        copies: action.payload,
        keepFailed: false,
      }))
      .addCase(paperKept.rejected, (state) => {
        state.status = 'idle';
        state.keepFailed = true;
      });
    for (const done of [papersLoaded.fulfilled, paperDeleted.fulfilled]) {
      builder.addCase(done, (state, action) => {
        state.status = 'ready';
        state.copies = action.payload;
      });
    }
  },
});

type WithPapers = { papers: PapersState; session: SessionState };

/** The copies of whoever is signed in (a shared phone shows nobody another's signature). */
export const selectMyPapers = createSelector(
  [(state: WithPapers) => state.papers.copies, (state: WithPapers) => state.session.loginId ?? ''],
  (all, account) => all.filter((copy) => copy.account === account),
);

export const selectPapersStatus = (state: WithPapers) => state.papers.status;
export const selectPaperKeepFailed = (state: WithPapers) => state.papers.keepFailed;
