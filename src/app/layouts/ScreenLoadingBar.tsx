import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { screenChunkLoads } from '@/app/load-screen';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const sweep = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

/**
 * A thin bar at the top while the next screen's code downloads. A navigation keeps the screen the
 * user is on until the next one can show whole (one Suspense boundary above both layouts, so a
 * transition never swaps in a spinner); on a slow network this says the tap was taken. It fades
 * in after 150 ms, so a quick download shows nothing. A Box, not MUI's LinearProgress: it ships
 * in the first download, and LinearProgress costs 1.4 KB gzip there.
 */
export function ScreenLoadingBar() {
  const loading = useSyncExternalStore(
    screenChunkLoads.subscribe,
    () => screenChunkLoads.inFlight() > 0,
    () => false,
  );
  if (!loading) return null;
  return (
    <Box
      role="progressbar"
      aria-label="다음 화면을 불러오는 중"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 'tooltip',
        overflow: 'hidden',
        bgcolor: 'primary.light',
        opacity: 0,
        animation: `${appear} 0ms linear 150ms forwards`,
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.2s ease-in-out infinite`,
        },
      }}
    />
  );
}
