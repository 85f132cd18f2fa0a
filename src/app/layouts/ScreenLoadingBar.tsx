import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { screenChunkLoads } from '@/app/load-screen';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/**
 * A thin bar at the top while the next screen's code downloads. A navigation keeps the screen the
 * user is on until the next one can show whole (one Suspense boundary above both layouts, so a
 * transition never swaps in a spinner); on a slow network this says the tap was taken. It fades
 * in after 150 ms, so a quick download shows nothing.
 */
export function ScreenLoadingBar() {
  const loading = useSyncExternalStore(
    screenChunkLoads.subscribe,
    () => screenChunkLoads.inFlight() > 0,
    () => false,
  );
  if (!loading) return null;
  return (
    <LinearProgress
      aria-label="다음 화면을 불러오는 중"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 'tooltip',
        opacity: 0,
        animation: `${appear} 0ms linear 150ms forwards`,
      }}
    />
  );
}
