import { BrowserRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { PageLoader } from '@/shared/ui/PageLoader';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import type { AppStore } from './store';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <AppProviders store={store}>
      <PersistGate loading={<PageLoader label="불러오는 중..." />} persistor={persistor}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PersistGate>
    </AppProviders>
  );
}
