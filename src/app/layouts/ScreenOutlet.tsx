import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RequireAuth } from '@/app/RequireAuth';
import { useRouteFacts } from '@/app/use-route-facts';
import { PageLoader } from '@/shared/ui/PageLoader';

/** The screen inside a layout, behind the login guard when its route is for members only. */
export function ScreenOutlet() {
  const { isPublic } = useRouteFacts();
  return (
    <Box component="main">
      <Suspense fallback={<PageLoader />}>
        {isPublic ? (
          <Outlet />
        ) : (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        )}
      </Suspense>
    </Box>
  );
}
