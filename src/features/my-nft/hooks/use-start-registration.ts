import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { draftReset } from '@/shared/registration-draft/draft-slice';
import { startDraftPersistence } from '@/shared/registration-draft/start-draft-persistence';
import { useAppStore } from '@/shared/store/hooks';

/**
 * Spec §2: 'register music' always starts a fresh registration at step 1. The draft's persistence
 * starts first (start-draft-persistence.ts), so the reset reaches the stored draft too: a reset
 * made while the stored draft is still being read wins over it (draft-restore.ts).
 */
export function useStartRegistration() {
  const store = useAppStore();
  const navigate = useNavigate();
  return useCallback(() => {
    const reset = () => {
      store.dispatch(draftReset());
      void navigate(paths.registerBasic());
    };
    // Offline and the chunk missing: the reset still empties the draft in memory, and the
    // registration screen asks for the chunk again.
    startDraftPersistence(store).then(reset, reset);
  }, [store, navigate]);
}
