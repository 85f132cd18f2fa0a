import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { AppStore } from './store';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The app in the browser. No redux-persist PersistGate around it: only the registration steps
 * read persisted state, and they wait for it themselves (DraftGate, route fact `readsDraft`).
 */
export function App({ store, router }: { store: AppStore; router: Router }) {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
