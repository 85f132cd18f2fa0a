import { Outlet } from 'react-router-dom';
import { RequireAuth } from '@/app/RequireAuth';
import { useRouteFacts } from '@/app/use-route-facts';
import { MAIN_ID, SCREEN_CLASS } from './Frame';

/** The screen inside a layout, behind the login guard when its route is for members only. */
export function ScreenOutlet() {
  const { isPublic } = useRouteFacts();
  return (
    <main id={MAIN_ID} tabIndex={-1} className={SCREEN_CLASS}>
      {/* The screens' chunks suspend up to RootLayout's boundary. */}
      {isPublic ? (
        <Outlet />
      ) : (
        <RequireAuth>
          <Outlet />
        </RequireAuth>
      )}
    </main>
  );
}
