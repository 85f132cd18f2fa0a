import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '@/app/ScrollToTop';

/** What every screen shares above both layouts. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
