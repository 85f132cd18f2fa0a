import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { isValidElement, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { appRoutes } from '@/app/routes';
import { makeStore, type AppStore, type PreloadedState } from '@/app/store';

export interface RenderAppOptions {
  preloadedState?: PreloadedState;
  /** Starting address; for a route string it defaults to that route. */
  url?: string;
  /** Extra history entries before `url`, oldest first (to test "back"). */
  history?: string[];
  /** Use an existing store (e.g. one whose persistence a test started). */
  store?: AppStore;
}

export interface RenderAppResult extends RenderResult {
  store: AppStore;
  user: UserEvent;
  /** The router's current address (pathname + search). */
  location: () => string;
}

/** Logged-in state for tests. */
export const loggedInState: PreloadedState = {
  session: { accessToken: 'test-access-token', refreshToken: 'test-refresh-token' },
};

/**
 * The one way tests render: `renderApp('/main')` renders the whole app at that route;
 * `renderApp(<Component />, { url })` renders one component inside the same providers and router.
 */
export function renderApp(
  uiOrRoute: ReactElement | string,
  options: RenderAppOptions = {},
): RenderAppResult {
  const store = options.store ?? makeStore(options.preloadedState);
  const url = options.url ?? (typeof uiOrRoute === 'string' ? uiOrRoute : '/');
  const entries = [...(options.history ?? []), url];
  // The app's own route tree, or one catch-all route around the component.
  const routes = isValidElement(uiOrRoute) ? [{ path: '*', element: uiOrRoute }] : appRoutes;
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  // No timer between keystrokes: typing is still event by event, only without the waits.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // Where the app is going: a navigation counts from the moment it starts, as in the address bar.
  const location = () => {
    const { pathname, search } = router.state.navigation.location ?? router.state.location;
    return `${pathname}${search}`;
  };
  return { ...result, store, user, location };
}
