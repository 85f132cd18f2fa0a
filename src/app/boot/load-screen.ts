import type { ComponentType } from 'react';
import { type ScreenModule } from '@/shared/config/route-fields';
import { routeAt } from '@/shared/config/route-match';
import { whenIdleAfterLoad } from '@/shared/lib/when-idle-after-load';
import { loadMuiTheme, provideMuiTheme, type MuiThemeScope } from '@/shared/ui/mui-theme-scope';

type PageModule = { default: ComponentType };

// MUI's theme arrives with the first screen or overlay that draws MUI, in a chunk of its own
// (shared/ui/mui-theme-scope.ts). Said here, in the boot script's module, because the boot script
// starts the first screen's chunks before the rest of the app has run.
provideMuiTheme(() => import('@/app/theme/MuiTheme').then((m) => m.muiThemeScope));

/**
 * Screens drawn without any MUI component (CSS Modules only): their chunk comes without MUI's
 * theme, so home's first visit downloads neither MUI nor emotion. A test renders each and finds no
 * MUI class on it (app/__tests__/mui-free-screens.test.tsx); every other screen gets the theme.
 */
const SCREENS_WITHOUT_MUI: ReadonlySet<ScreenModule> = new Set([
  'home/pages/HomePage',
  'home/pages/SearchPage',
  'home/pages/WatchlistPage',
  'invest/pages/LoanApplyProgressPage',
  'auth/pages/LoginPage',
]);
export const drawsMui = (screen: ScreenModule): boolean => !SCREENS_WITHOUT_MUI.has(screen);

/**
 * MUI's chunk, downloaded when the page is idle after load (whenIdleAfterLoad), so that after a
 * first screen drawn without MUI the first tap into one that draws it does not wait for ~45 KB
 * more on a slow network. Not when the browser asks to save data: then it comes with that screen.
 */
export function prefetchMuiThemeLater(): void {
  whenIdleAfterLoad(() => {
    const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
    if (connection?.saveData) return;
    loadMuiTheme().catch(() => {
      // Offline or a replaced deploy: the screen that needs it loads it again.
    });
  });
}

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
 * The router (routes.tsx) and the boot script (src/app/boot/boot.ts) share this one loader, so a chunk the
 * boot script started is the one React.lazy gets, never fetched twice.
 */
export function loadScreen(screen: ScreenModule): Promise<PageModule> {
  setInFlight(inFlight + 1);
  return Promise.all([
    import(
      /* webpackInclude: /[\\/]pages[\\/][A-Za-z]+Page\.tsx$/ */
      /* webpackChunkName: "page-[request]" */
      `@/features/${screen}`
    ) as Promise<PageModule>,
    // In parallel with the screen's chunk, not after it.
    drawsMui(screen) ? loadMuiTheme() : undefined,
  ])
    .then(([module, theme]) => ({ default: screenArrived(screen, module, theme) }))
    .finally(() => setInFlight(inFlight - 1));
}

/**
 * Records a screen module that is here. The loader above calls it when a chunk arrives; the tests'
 * `renderApp` (src/test/render-app.tsx) calls it for the first screen, whose module Jest requires at
 * once, as `main.tsx` awaits the first screen's chunk before the first render. A screen that draws
 * MUI is kept inside MUI's theme (`theme`, which the loader downloads beside the screen).
 */
export function screenArrived(
  screen: ScreenModule,
  module: PageModule,
  theme?: MuiThemeScope,
): ComponentType {
  let component = module.default;
  if (drawsMui(screen)) {
    if (!theme) throw new Error(`${screen} draws MUI: pass its theme`);
    component = theme.withMuiTheme(component);
  }
  arrived.set(screen, component);
  return component;
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
