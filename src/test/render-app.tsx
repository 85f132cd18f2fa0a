import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { isValidElement, useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/AppRoutes';
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

function LocationProbe({ onChange }: { onChange: (url: string) => void }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => onChange(`${pathname}${search}`), [pathname, search, onChange]);
  return null;
}

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
  const content = isValidElement(uiOrRoute) ? (
    <Routes>
      <Route path="*" element={uiOrRoute} />
    </Routes>
  ) : (
    <AppRoutes />
  );
  // No timer between keystrokes: typing is still event by event, only without the waits.
  const user = userEvent.setup({ delay: null });
  let currentLocation = url;
  const track = (next: string) => {
    currentLocation = next;
  };
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <LocationProbe onChange={track} />
        {content}
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store, user, location: () => currentLocation };
}
