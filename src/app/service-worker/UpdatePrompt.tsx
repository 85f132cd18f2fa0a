import { lazy, Suspense } from 'react';
import { selectUpdateReady } from '@/shared/store/app-status-slice';
import { useAppSelector } from '@/shared/store/hooks';

// Its words, buttons and styles download with the notice, once a new version's worker waits
// (register-worker.ts): most visits never show it.
const UpdatePromptBar = lazy(
  () => import(/* webpackChunkName: "service-worker" */ './UpdatePromptBar'),
);

/** Asks to move to a new version once its service worker waits (register-worker.ts). */
export function UpdatePrompt() {
  const ready = useAppSelector(selectUpdateReady);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptBar />
    </Suspense>
  );
}
