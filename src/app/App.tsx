import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { PageLoader } from '@/shared/ui/PageLoader';
import { AppProviders } from './AppProviders';
import type { AppStore } from './store';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({
  store,
  persistor,
  router,
}: {
  store: AppStore;
  persistor: Persistor;
  router: Router;
}) {
  return (
    <AppProviders store={store}>
      <PersistGate loading={<PageLoader label="불러오는 중..." />} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </AppProviders>
  );
}
