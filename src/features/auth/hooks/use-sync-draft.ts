import { useEffect } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { signupDraftUpdated, type SignupDraft } from '../signup-draft-slice';

type DraftFields = Partial<Omit<SignupDraft, 'checkedLoginId' | 'completed'>>;

/**
 * Mirrors a step's form into the draft as the user types, so leaving the step by any route
 * (back arrow, browser back, next) keeps what was typed.
 */
export function useSyncDraft(values: DraftFields) {
  const dispatch = useAppDispatch();
  // Formik hands a new values object on every render; the serialized form changes only with input.
  const serialized = JSON.stringify(values);
  useEffect(() => {
    dispatch(signupDraftUpdated(JSON.parse(serialized) as DraftFields));
  }, [dispatch, serialized]);
}
