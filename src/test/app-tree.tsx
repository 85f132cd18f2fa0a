import { type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { appRoutes } from '@/app/routes';
import type { AppStore } from '@/app/store';

export interface AppTreeOptions {
  store: AppStore;
  /** The address the router starts at. */
  url: string;
  /** Entries before `url`, oldest first (to test "back"). */
  history?: string[];
}

/**
 * The app as a person meets it at `url`: its store, its providers and a memory router over the
 * app's own route tree, or over `routes` (one catch-all route around a component). Rendered by
 * the one `renderApp` helper in Jest and by the component workshop's decorator
 * (.storybook/preview.tsx), so a story and a test draw a screen alike.
 */
export function appTree(
  { store, url, history = [] }: AppTreeOptions,
  routes: RouteObject[] = appRoutes,
): { element: ReactElement; router: ReturnType<typeof createMemoryRouter> } {
  const entries = [...history, url];
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const element = (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  return { element, router };
}
