import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { HeaderActionProvider } from '@/shared/ui/header-action';
import type { AppStore } from './store';
import { UpdatePrompt } from './service-worker/UpdatePrompt';
import { StorageNotice } from './StorageNotice';
import './theme/global.css';

/** Everything a screen needs around it, in the app and in every test (through renderApp). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <HeaderActionProvider>
        {children}
        <StorageNotice />
        <UpdatePrompt />
      </HeaderActionProvider>
    </Provider>
  );
}
