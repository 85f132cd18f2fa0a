import type { ReactNode } from 'react';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useAppSelector } from '@/shared/store/hooks';

/**
 * Holds a screen that reads the registration draft until the stored draft is back from
 * IndexedDB, so it never starts from an empty draft and then overwrites the stored one. Only the
 * registration steps wait (route fact `readsDraft`); every other screen renders at once.
 *
 * In place of redux-persist's PersistGate around the whole app: that gate made every screen wait
 * for IndexedDB, and, because it opens in componentDidMount, rendered the whole app a second time,
 * synchronously, in the first render's commit (~130 ms in one task on a 4×-slowed phone).
 * Persistence not started (a store without it, as in most tests): nothing to wait for.
 */
export function DraftGate({ children }: { children: ReactNode }) {
  const waiting = useAppSelector(
    (state) =>
      (state.registrationDraft._persist as { rehydrated?: boolean } | undefined)?.rehydrated ===
      false,
  );
  return waiting ? <PageLoader label="불러오는 중..." /> : children;
}
