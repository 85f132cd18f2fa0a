import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScreenChange } from '@/app/ScreenChange';
import { PageLoader } from '@/shared/ui/PageLoader';
import { ScreenLoadingBar } from './ScreenLoadingBar';

/**
 * What every screen shares above both layouts, and the one Suspense boundary for the screens'
 * chunks. Being above the layouts, it has shown content by the time any navigation starts, so a
 * navigation (a transition) keeps the current screen until the next one's chunk has arrived,
 * instead of mounting a new boundary whose fallback React would then hold for 300 ms. Its fallback
 * shows only when the very first screen's chunk is not there yet (src/main.tsx waits for it).
 */
export function RootLayout() {
  return (
    <>
      <ScreenChange />
      <ScreenLoadingBar />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
