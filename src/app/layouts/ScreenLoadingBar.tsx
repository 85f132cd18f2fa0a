import { useSyncExternalStore } from 'react';
import { screenChunkLoads } from '@/app/boot/load-screen';

/**
 * A thin bar at the top while the next screen's code downloads. A navigation keeps the screen the
 * user is on until the next one can show whole (one Suspense boundary above both layouts, so a
 * transition never swaps in a spinner); on a slow network this says the tap was taken. Its look
 * is static CSS in index.html (`.screen-loading-bar`), which costs the first download nothing; it
 * fades in after 150 ms, so a quick download shows nothing.
 */
export function ScreenLoadingBar() {
  const loading = useSyncExternalStore(
    screenChunkLoads.subscribe,
    () => screenChunkLoads.inFlight() > 0,
    () => false,
  );
  return loading ? (
    <div className="screen-loading-bar" role="progressbar" aria-label="다음 화면을 불러오는 중" />
  ) : null;
}
