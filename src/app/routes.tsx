import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import {
  notFoundFacts,
  routeFacts,
  type RouteFacts,
  type RouteKey,
  type ScreenModule,
} from '@/shared/config/route-facts';
import { RootLayout } from './layouts/RootLayout';
import { SubPageLayout } from './layouts/SubPageLayout';
import { TabbedLayout } from './layouts/TabbedLayout';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';

type PageModule = { default: ComponentType };

/**
 * A screen's module, by the `screen` its route names (src/shared/config/route-facts.ts). webpack makes
 * every page under src/features/<feature>/pages its own chunk, `page-<feature>-pages-<Name>Page`.
 */
const loadScreen = (screen: ScreenModule) =>
  import(
    /* webpackInclude: /[\\/]pages[\\/][A-Za-z]+Page\.tsx$/ */
    /* webpackChunkName: "page-[request]" */
    `@/features/${screen}`
  ) as Promise<PageModule>;

const keys = Object.keys(routeFacts) as RouteKey[];

/**
 * A screen's component is `React.lazy`, not the route's `lazy`: the router then starts at once and
 * the layout (header, tabs) paints while the screen's chunk arrives, instead of a blank fallback
 * for the whole app. Navigations run in a transition, so the old screen stays until the new one
 * is ready. main.tsx starts the current screen's download before anything else (preloadRoute).
 */
const components = {} as Record<RouteKey, ComponentType>;
for (const key of keys) components[key] = lazy(() => loadScreen(routeFacts[key].screen));

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

/**
 * Starts downloading the screen for `pathname` at once, in parallel with whatever the app does
 * before its first render (starting the demo backend, reading storage). webpack hands React.lazy
 * the module it already fetched, so the chunk is not fetched twice.
 */
export function preloadRoute(pathname: string): void {
  const match = matchRoutes(appRoutes, pathname)?.at(-1);
  const key = match?.route.id as RouteKey | undefined;
  if (!key || !(key in routeFacts)) return;
  // A failed preload is not an error yet: React.lazy retries and the route's error element says so.
  loadScreen(routeFacts[key].screen).catch(() => {});
}
