import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE, type PersistState } from 'redux-persist';
import {
  DRAFT_STORAGE_KEY,
  draftReset,
  emptyDraft,
  merge,
  type RegistrationDraft,
} from './draft-slice';

const FIELDS = Object.keys(emptyDraft) as Array<keyof RegistrationDraft>;

/** The draft as the store holds it: the fields, redux-persist's bookkeeping, and ours. */
export type DraftState = RegistrationDraft & {
  _persist?: PersistState;
  /**
   * While the stored draft is being read: the fields the person changed meanwhile, or 'all' after
   * a reset. Dropped when the read arrives, so it is never written to storage.
   */
  _edited?: ReadonlyArray<keyof RegistrationDraft> | 'all';
};

const isDraftRestore = (action: UnknownAction) =>
  action.type === REHYDRATE && (action as { key?: string }).key === DRAFT_STORAGE_KEY;

function editedFields(before: DraftState, after: DraftState, action: UnknownAction) {
  if (draftReset.match(action) || before._edited === 'all') return 'all';
  const edited = new Set(before._edited ?? []);
  for (const field of FIELDS) if (before[field] !== after[field]) edited.add(field);
  return [...edited];
}

/**
 * The stored draft under what the person did before it arrived (redux-persist's stateReconciler
 * for the draft, so what it writes next is this merged draft): the fields they changed win, with
 * the spec's side effects (a new cover clears a stored crop); after a reset, nothing stored comes
 * back.
 */
export function restoreUnderEdits(inbound: DraftState, person: DraftState): RegistrationDraft {
  const { _persist: _stored, _edited: _none, ...stored } = inbound;
  const { _persist, _edited: edited, ...draft } = person;
  if (!edited) return stored;
  if (edited === 'all') return draft;
  return merge(stored, Object.fromEntries(edited.map((field) => [field, draft[field]])));
}

/**
 * A restore never replaces a newer action. The stored draft is read from IndexedDB after the app
 * starts; while the read is pending (`_persist.rehydrated === false`) this notes which fields the
 * person changed, for `restoreUnderEdits` to keep. Around redux-persist's reducer, so it sees
 * `_persist`; the note is dropped when the read arrives, so it is never written.
 */
export function keepEditsOverRestore(
  persisted: Reducer<DraftState, UnknownAction, DraftState | undefined>,
): Reducer<DraftState, UnknownAction, DraftState | undefined> {
  return (state, action) => {
    const next = persisted(state, action);
    if (isDraftRestore(action)) {
      const { _edited: _done, ...restored } = next;
      return restored;
    }
    if (!state || next === state || state._persist?.rehydrated !== false) return next;
    return { ...next, _edited: editedFields(state, next, action) };
  };
}
