import { useEffect, useRef } from 'react';
import { storageWriteFailed } from '../../../shared/store/app-status-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { saveSignupDraft } from '../signup-draft-storage';
import { selectSignupDraft, signupDraftUpdated, type SignupDraft } from '../signup-draft-slice';

type DraftFields = Partial<Omit<SignupDraft, 'checkedLoginId' | 'completed'>>;

/**
 * Mirrors a step's form into the draft as the user types, so leaving the step by any route
 * (back arrow, browser back, next) keeps what was typed, and writes the draft to the tab's storage
 * on every change (a few hundred bytes: cheaper than a debounce), so a reload keeps it too.
 */
export function useSyncDraft(values: DraftFields) {
  const dispatch = useAppDispatch();
  // Formik hands a new values object on every render; the serialized form changes only with input.
  const serialized = JSON.stringify(values);
  useEffect(() => {
    dispatch(signupDraftUpdated(JSON.parse(serialized) as DraftFields));
  }, [dispatch, serialized]);

  const draft = useAppSelector(selectSignupDraft);
  const warned = useRef(false);
  useEffect(() => {
    try {
      saveSignupDraft(draft);
    } catch (error) {
      // Full or blocked storage: the draft stays in memory, and the user is told once.
      if (!warned.current) dispatch(storageWriteFailed());
      warned.current = true;
      console.warn('[signup] could not save the draft', error);
    }
  }, [dispatch, draft]);
}
