import { Route, Routes } from 'react-router-dom';
import { SubPageLayout } from './layouts/SubPageLayout';
import { TabbedLayout } from './layouts/TabbedLayout';
import { NotFound } from './NotFound';
import { RequireAuth } from './RequireAuth';
import { routeTable, type LayoutKind } from './routes';
import { ScrollToTop } from './ScrollToTop';

function routesOf(layout: LayoutKind) {
  return routeTable
    .filter((r) => r.layout === layout)
    .map(({ key, path, isPublic, Component }) => (
      <Route
        key={key}
        path={path}
        element={
          isPublic ? (
            <Component />
          ) : (
            <RequireAuth>
              <Component />
            </RequireAuth>
          )
        }
      />
    ));
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<TabbedLayout />}>{routesOf('tabbed')}</Route>
        <Route element={<SubPageLayout />}>
          {routesOf('sub')}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
