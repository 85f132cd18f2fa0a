import { useCallback, useEffect } from 'react';
import { useDebouncedCommit } from '@/shared/hooks/use-debounced-commit';
import { storageWriteFailed } from '@/shared/store/app-status-slice';
import { useAppDispatch, useAppStore } from '@/shared/store/hooks';
import { report } from '@/shared/telemetry/report';
import { saveSignupDraft } from '@/features/auth/signup-draft-storage';
import type { SignupDraft } from '@/features/auth/signup-draft';
import { selectSignupDraft, signupDraftUpdated } from '@/features/auth/signup-draft-slice';

type DraftFields = Partial<Omit<SignupDraft, 'checkedLoginId' | 'completed'>>;

/** Typing settles into the draft after this pause (and at once when the step closes or hides). */
export const SIGNUP_COMMIT_MS = 300;

/**
 * One owner of form state per step: Formik owns the values while the step is open; the draft hears
 * of them when typing pauses, when the step closes (back arrow, browser back) or the page is
 * hidden, and at once through the returned `commitNow` before moving on. Every change of the draft
 * is written to the tab's storage (a few hundred bytes, no password), so a reload keeps it.
 */
export function useSyncDraft(values: DraftFields) {
  const dispatch = useAppDispatch();
  // Formik hands a new values object on every render; the serialized form changes only with input.
  const serialized = JSON.stringify(values);
  const commit = useCallback(
    (fields: string) => dispatch(signupDraftUpdated(JSON.parse(fields) as DraftFields)),
    [dispatch],
  );
  const discardPending = useDebouncedCommit(serialized, commit, SIGNUP_COMMIT_MS);

  // A store subscription, not an effect: the flush on pagehide dispatches while the page unloads,
  // when React will not render again, and the write must still happen. Declared after the
  // debounce, so the flush when the step closes still finds it subscribed.
  const store = useAppStore();
  useEffect(() => {
    let last: SignupDraft | null = null;
    let warned = false;
    const save = () => {
      const draft = selectSignupDraft(store.getState());
      if (draft === last) return;
      last = draft;
      try {
        saveSignupDraft(draft);
      } catch (error) {
        // Full or blocked storage: the draft stays in memory, and the user is told once.
        if (!warned) store.dispatch(storageWriteFailed());
        warned = true;
        console.warn('[signup] could not save the draft', error);
        report({ kind: 'error', source: 'storage', error });
      }
    };
    save();
    return store.subscribe(save);
  }, [store]);

  /** The next step's gate reads the draft: put the values there before navigating. */
  return useCallback(() => {
    discardPending();
    commit(serialized);
  }, [discardPending, commit, serialized]);
}
