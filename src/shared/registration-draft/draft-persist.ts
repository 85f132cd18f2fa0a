import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { PERSIST, persistReducer, type PersistConfig, type PersistedState } from 'redux-persist';
import { writeFailHandler } from '@/shared/store/persist';
import { DRAFT_STORAGE_KEY, draftSlice, emptyDraft, type RegistrationDraft } from './draft-slice';
import { keepEditsOverRestore, restoreUnderEdits, type DraftState } from './draft-restore';
import { sanitizeDraft } from './draft-sanitize';
import { createDraftStorage, FILE_FIELDS } from './draft-storage';

/**
 * How the draft persists (see draft-storage.ts for where). Each change is written on the next
 * tick; a burst of keystrokes is already one change, because step 1 tells the store only when
 * typing pauses (`basicInfoEdited`, 400 ms). Values are handed to IndexedDB as they are
 * (`serialize: false`), never JSON-stringified.
 *
 * Not redux-persist's `throttle`: it processes one *key* per interval and writes only when the
 * queue is empty, so with the draft's 16 fields a throttle of 500 ms put the first write of a
 * fresh page 8 s after it loaded, and typed text was lost by a reload in between.
 */
export const draftPersistConfig: PersistConfig<RegistrationDraft> & { deserialize: false } = {
  key: DRAFT_STORAGE_KEY,
  // No prefix: the draft lives under exactly `nftFormData` (spec §9).
  keyPrefix: '',
  storage: createDraftStorage(),
  serialize: false,
  // redux-persist reads this option but its typings omit it.
  deserialize: false,
  throttle: 0,
  // Reading ~10 MB back from IndexedDB on a slow phone may take a while; giving up early would
  // start from an empty draft and then overwrite the stored one.
  timeout: 15_000,
  writeFailHandler,
  // What the person did while the draft was being read wins over it (draft-restore.ts).
  stateReconciler: (inbound: DraftState, original: DraftState) =>
    restoreUnderEdits(inbound, original),
  // Whatever was stored, the screens get a draft of the right shape.
  migrate: async (state: PersistedState) =>
    state ? ({ ...sanitizeDraft(state), _persist: state._persist } as PersistedState) : state,
};

const persisted = keepEditsOverRestore(
  persistReducer(draftPersistConfig, draftSlice.reducer) as Reducer<
    DraftState,
    UnknownAction,
    DraftState | undefined
  >,
);

/** Set only while `persistDraft` dispatches: the PERSIST that starts the draft's persistence. */
let persistRequested = false;

/**
 * Runs the persistor's `persist()` so that its PERSIST starts the draft's persistence (the other
 * persisted slices, already read, ignore it). Dispatching is synchronous, so the flag is set only
 * for that action.
 */
export function persistDraft(persist: () => void): void {
  persistRequested = true;
  try {
    persist();
  } finally {
    persistRequested = false;
  }
}

/**
 * The draft's reducer once its persistence module has loaded (start-draft-persistence.ts puts it
 * in place of the plain one): persisted, and newer than any restore. A PERSIST that is not
 * `persistDraft`'s leaves a draft not yet persisted as it is: the reducer is the module's, shared
 * by every store made in the same page (tests), and a store starts the draft's persistence only
 * with its first registration screen.
 */
export const persistedDraftReducer: Reducer<DraftState, UnknownAction, DraftState | undefined> = (
  state,
  action,
) =>
  action.type === PERSIST && !persistRequested && !state?._persist
    ? (state ?? draftSlice.reducer(undefined, action))
    : persisted(state, action);

/**
 * redux-persist writes one changed field per tick, so a reset (every field) takes several ticks
 * to reach storage. Changes that matter (a file picked, a valuation stored, a reset) are flushed
 * at once, in the same turn, so a reload right after them cannot bring the old draft back.
 */
export function isDraftMilestone(previous: RegistrationDraft, next: RegistrationDraft): boolean {
  return (
    next === emptyDraft ||
    FILE_FIELDS.some((field) => previous[field] !== next[field]) ||
    previous.audioKey !== next.audioKey ||
    previous.ethPrice !== next.ethPrice
  );
}

interface DraftStoreLike {
  getState: () => { registrationDraft: RegistrationDraft };
  subscribe: (listener: () => void) => () => void;
}

/** Flushes pending draft writes after each milestone; returns the unsubscribe. */
export function flushDraftMilestones(store: DraftStoreLike, flush: () => Promise<unknown>) {
  let last = store.getState().registrationDraft;
  return store.subscribe(() => {
    const next = store.getState().registrationDraft;
    if (next === last) return;
    const milestone = isDraftMilestone(last, next);
    last = next;
    if (milestone) void flush();
  });
}
