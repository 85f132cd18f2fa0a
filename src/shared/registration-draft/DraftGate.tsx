import { useEffect, useState, type ReactNode } from 'react';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useAppSelector, useAppStore } from '@/shared/store/hooks';
import { draftPersistenceStarted, startDraftPersistence } from './start-draft-persistence';

/**
 * Holds a screen that reads the registration draft until the stored draft is back from
 * IndexedDB, so it never starts from an empty draft and then overwrites the stored one. Only the
 * registration steps wait (route fact `readsDraft`); every other screen renders at once.
 *
 * The first of them starts the draft's persistence (its chunk, then the read:
 * start-draft-persistence.ts). In place of redux-persist's PersistGate around the whole app: that
 * gate made every screen wait for IndexedDB, and, because it opens in componentDidMount, rendered
 * the whole app a second time, synchronously, in the first render's commit (~130 ms in one task on
 * a 4×-slowed phone). Persistence not started (a store without it, as in most tests): nothing to
 * wait for.
 */
export function DraftGate({ children }: { children: ReactNode }) {
  const store = useAppStore();
  const [ready, setReady] = useState(() => draftPersistenceStarted(store));
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    startDraftPersistence(store).then(
      () => live && setReady(true),
      (error: unknown) => live && setFailure(error ?? new Error('draft persistence')),
    );
    return () => {
      live = false;
    };
  }, [store, ready]);
  const reading = useAppSelector(
    (state) =>
      (state.registrationDraft._persist as { rehydrated?: boolean } | undefined)?.rehydrated ===
      false,
  );
  // Its chunk did not download: the route's error screen says so and offers to try again.
  if (failure) throw failure;
  return !ready || reading ? <PageLoader label="불러오는 중..." /> : children;
}
