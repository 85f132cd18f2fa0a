import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { isValidElement, type ComponentType, type ReactElement } from 'react';
import { server } from '@mocks/node';
import { screenArrived } from '@/app/boot/load-screen';
import { muiThemeScope } from '@/app/theme/MuiTheme';
import { appRoutes } from '@/app/routes';
import { routeAt } from '@/shared/config/route-match';
import { makeStore, type AppStore, type PreloadedState } from '@/app/store';
import { appTree } from './app-tree';
import type { AppParameters } from './stories';
import { storyStore } from './story-world';
import { trackRouter } from './settle';

export interface RenderAppOptions {
  preloadedState?: PreloadedState;
  /** Starting address; for a route string it defaults to that route. */
  url?: string;
  /** Extra history entries before `url`, oldest first (to test "back"). */
  history?: string[];
  /** Use an existing store (e.g. one whose persistence a test started). */
  store?: AppStore;
  /**
   * False: the first screen's chunk is not here at the first render (as after a boot preload that
   * failed), and React.lazy fetches it. By default it is here, as main.tsx makes sure.
   */
  firstScreenArrived?: boolean;
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
  // As main.tsx does, the first screen's module is here before the first render: it shows at once,
  // without a loading fallback that React would hold for 300 ms. A later screen is loaded on the way.
  const firstScreen =
    typeof uiOrRoute === 'string' && options.firstScreenArrived !== false
      ? routeAt(url.split(/[?#]/)[0])
      : undefined;
  if (firstScreen) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest's synchronous load
    screenArrived(firstScreen.screen, require(`@/features/${firstScreen.screen}`), muiThemeScope);
  }
  // The app's own route tree, or one catch-all route around the component, inside MUI's theme as a
  // screen that draws MUI is (app/boot/load-screen.ts).
  const { element, router } = appTree(
    { store, url, history: options.history },
    isValidElement(uiOrRoute)
      ? [{ path: '*', Component: muiThemeScope.withMuiTheme(() => uiOrRoute) }]
      : appRoutes,
  );
  trackRouter(router);
  // No timer between keystrokes: typing is still event by event, only without the waits.
  const user = userEvent.setup({ delay: null });
  const result = render(element);
  // Where the app is going: a navigation counts from the moment it starts, as in the address bar.
  const location = () => {
    const { pathname, search } = router.state.navigation.location ?? router.state.location;
    return `${pathname}${search}`;
  };
  return { ...result, store, user, location };
}

/** A story as `composeStories` (@storybook/react) hands it to a test. */
export type ComposedStory = ComponentType & {
  parameters: { app?: AppParameters; msw?: RequestHandler[] };
};

/**
 * A story of the component workshop in a test: the story supplies the state (signed in, a draft,
 * the wire dialect, the calls it overrides), as the workshop's loader and decorator do
 * (.storybook/preview.tsx), and the test states the behaviour. A screen's story opens the whole
 * app at its address; a component's story renders inside the same providers and router.
 */
export async function renderStory(
  Story: ComposedStory,
  options: Omit<RenderAppOptions, 'store' | 'preloadedState' | 'url'> = {},
): Promise<RenderAppResult> {
  const { app = {}, msw = [] } = Story.parameters;
  server.use(...msw);
  const store = await storyStore(app);
  return renderApp(app.url ?? <Story />, { ...options, store });
}
