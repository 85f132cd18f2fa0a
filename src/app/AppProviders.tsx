import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { HeaderActionProvider } from '@/shared/ui/header-action';
import type { AppStore } from './store';
import { StorageNotice } from './StorageNotice';
import { theme } from './theme/theme';

/** Everything a screen needs around it, in the app and in every test (through renderApp). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <HeaderActionProvider>
          {children}
          <StorageNotice />
        </HeaderActionProvider>
      </ThemeProvider>
    </Provider>
  );
}
