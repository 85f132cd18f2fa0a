import { lazy, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routeFacts, type RouteFacts, type RouteKey } from '@/shared/config/route-facts';
import { notFoundFacts } from '@/shared/config/route-match';
import { DraftGate } from '@/shared/registration-draft/DraftGate';
import { arrivedScreen, loadScreen } from '@/app/boot/load-screen';
import { RootLayout } from './layouts/RootLayout';
import { SubPageLayout } from './layouts/SubPageLayout';
import { TabbedLayout } from './layouts/TabbedLayout';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';

const keys = Object.keys(routeFacts) as RouteKey[];

/**
 * A screen's component is `React.lazy`, not the route's `lazy`: the router then starts at once and
 * the layout (header, tabs) paints while the screen's chunk arrives, instead of a blank fallback
 * for the whole app. Navigations run in a transition, so the old screen stays until the new one
 * is ready. The boot script (src/app/boot/boot.ts) starts the current screen's download before the
 * libraries have arrived.
 */
const components = {} as Record<RouteKey, ComponentType>;
for (const key of keys) {
  const { screen } = routeFacts[key];
  const LazyScreen = lazy(() => loadScreen(screen));
  // A chunk that has arrived (the boot script's preload, an earlier visit) renders at once: through
  // React.lazy its first render would still suspend, and show the loading fallback for 300 ms. The
  // choice is made once per mount, so a screen never swaps its component (and loses its state).
  function Screen() {
    const [Component] = useState(() => arrivedScreen(screen) ?? LazyScreen);
    return <Component />;
  }
  components[key] = routeFacts[key].readsDraft
    ? function DraftScreen() {
        return (
          <DraftGate>
            <Screen />
          </DraftGate>
        );
      }
    : Screen;
}

function pageRoute(key: RouteKey): RouteObject {
  const facts = routeFacts[key];
  return {
    id: key,
    path: facts.path,
    handle: facts,
    Component: components[key],
    // A screen that throws, or whose chunk did not download, is shown inside its layout.
    ErrorBoundary: RouteError,
  };
}

const pagesIn = (layout: RouteFacts['layout']) =>
  keys.filter((key) => routeFacts[key].layout === layout).map(pageRoute);

/**
 * React Router's data-router tree: the two layouts of spec §2, each screen's facts as its
 * `handle` (read with `useMatches()`), and a not-found screen for every other address.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { Component: TabbedLayout, children: pagesIn('tabbed') },
      {
        Component: SubPageLayout,
        children: [
          ...pagesIn('sub'),
          { id: 'notFound', path: '*', Component: NotFound, handle: notFoundFacts },
        ],
      },
    ],
  },
];
