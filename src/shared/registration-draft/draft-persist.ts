import { persistReducer, type PersistConfig, type PersistedState } from 'redux-persist';
import { writeFailHandler } from '../store/persist';
import { DRAFT_STORAGE_KEY, draftSlice, emptyDraft, type RegistrationDraft } from './draft-slice';
import { sanitizeDraft } from './draft-sanitize';
import { createDraftStorage, FILE_FIELDS } from './draft-storage';

/**
 * How the draft persists (see draft-storage.ts for where). Writes are throttled so a burst of
 * keystrokes becomes one small write every 500 ms; values are handed to IndexedDB as they are
 * (`serialize: false`), never JSON-stringified.
 */
export const draftPersistConfig: PersistConfig<RegistrationDraft> & { deserialize: false } = {
  key: DRAFT_STORAGE_KEY,
  // No prefix: the draft lives under exactly `nftFormData` (spec §9).
  keyPrefix: '',
  storage: createDraftStorage(),
  serialize: false,
  // redux-persist reads this option but its typings omit it.
  deserialize: false,
  throttle: 500,
  // Reading ~10 MB back from IndexedDB on a slow phone may take a while; giving up early would
  // start from an empty draft and then overwrite the stored one.
  timeout: 15_000,
  writeFailHandler,
  // Whatever was stored, the screens get a draft of the right shape.
  migrate: async (state: PersistedState) =>
    state ? ({ ...sanitizeDraft(state), _persist: state._persist } as PersistedState) : state,
};

export const persistedDraftReducer = persistReducer(draftPersistConfig, draftSlice.reducer);

/**
 * redux-persist writes one changed field per throttle tick, so a reset (every field) would take
 * seconds to reach storage and a reload in between would bring the old draft back. Changes that
 * matter (a file picked, a valuation stored, a reset) are therefore written at once; typing stays
 * throttled.
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
