import type { ComponentType } from 'react';
import { routeAt, type ScreenModule } from '@/shared/config/route-facts';

type PageModule = { default: ComponentType };

/**
 * A screen's module, by the `screen` its route names (src/shared/config/route-facts.ts). webpack makes
 * every page under src/features/<feature>/pages its own chunk, `page-<feature>-pages-<Name>Page`.
 * The router (routes.tsx) and the boot script (src/boot.ts) share this one loader, so a chunk the
 * boot script started is the one React.lazy gets, never fetched twice.
 */
export const loadScreen = (screen: ScreenModule) =>
  import(
    /* webpackInclude: /[\\/]pages[\\/][A-Za-z]+Page\.tsx$/ */
    /* webpackChunkName: "page-[request]" */
    `@/features/${screen}`
  ) as Promise<PageModule>;

/** Starts downloading the screen at `pathname` (and the chunks it needs); nothing for an unknown one. */
export function preloadScreenAt(pathname: string): void {
  const route = routeAt(pathname);
  // A failed preload is not an error yet: React.lazy retries and the route's error element says so.
  if (route) loadScreen(route.screen).catch(() => {});
}
