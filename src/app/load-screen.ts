import type { ComponentType } from 'react';
import { routeAt, type ScreenModule } from '@/shared/config/route-facts';

type PageModule = { default: ComponentType };

/** Screens whose chunk has arrived and run, by module. */
const arrived = new Map<ScreenModule, ComponentType>();

/** How many screen chunks are on the way, for the loading bar (layouts/ScreenLoadingBar.tsx). */
let inFlight = 0;
const listeners = new Set<() => void>();
const setInFlight = (count: number) => {
  inFlight = count;
  // Told after the current task's render: React.lazy starts a load while React renders the
  // navigation, and an update made there would wait for that navigation to finish.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
};
export const screenChunkLoads = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  inFlight: () => inFlight,
};

/**
 * A screen's module, by the `screen` its route names (src/shared/config/route-facts.ts). webpack makes
 * every page under src/features/<feature>/pages its own chunk, `page-<feature>-pages-<Name>Page`.
 * The router (routes.tsx) and the boot script (src/boot.ts) share this one loader, so a chunk the
 * boot script started is the one React.lazy gets, never fetched twice.
 */
export function loadScreen(screen: ScreenModule): Promise<PageModule> {
  setInFlight(inFlight + 1);
  return (
    import(
      /* webpackInclude: /[\\/]pages[\\/][A-Za-z]+Page\.tsx$/ */
      /* webpackChunkName: "page-[request]" */
      `@/features/${screen}`
    ) as Promise<PageModule>
  )
    .then((module) => {
      screenArrived(screen, module);
      return module;
    })
    .finally(() => setInFlight(inFlight - 1));
}

/**
 * Records a screen module that is here. The loader above calls it when a chunk arrives; the tests'
 * `renderApp` (src/test/render-app.tsx) calls it for the first screen, whose module Jest requires at
 * once, as `main.tsx` awaits the first screen's chunk before the first render.
 */
export function screenArrived(screen: ScreenModule, module: PageModule): void {
  arrived.set(screen, module.default);
}

/**
 * The screen's component if its chunk has already arrived, so the router can render it at once.
 * React.lazy suspends on its first render even for a chunk that is here (an `import()` always
 * answers in a later task), and React then keeps the loading fallback on screen for at least
 * 300 ms (its FALLBACK_THROTTLE_MS) before it reveals the screen.
 */
export const arrivedScreen = (screen: ScreenModule): ComponentType | undefined =>
  arrived.get(screen);

/**
 * Starts downloading the screen at `pathname` (and the chunks it needs); nothing for an unknown
 * one. Resolves when it has arrived, or failed: a failed preload is not an error yet, React.lazy
 * retries and the route's error element says so.
 */
export function preloadScreenAt(pathname: string): Promise<void> {
  const route = routeAt(pathname);
  return route
    ? loadScreen(route.screen).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
