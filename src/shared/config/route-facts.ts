/**
 * Every screen's facts, in one table (route-table.ts; spec §2 and §6): its path, its page module,
 * its layout, its name and title, the tab it belongs to, whether a visitor must log in, and where
 * the back arrow leads. The router (src/app/routes.tsx) builds a route from each row and carries
 * the row as the route's `handle`; the layouts and the login guard read it with `useMatches()`,
 * and screens build URLs with `paths`. Nobody spells a URL or a title anywhere else, and adding a
 * screen is a row there plus the page.
 */

import { table, type Facts } from './route-table';

export type TabKey = 'home' | 'myNft' | 'adjustment';

export interface RouteFacts {
  path: string;
  /**
   * The screen's module under src/features, `<feature>/pages/<Name>Page` (its default export).
   * The router loads it as its own chunk; a name that matches no file fails every route test.
   */
  screen: ScreenModule;
  /** The tabbed group has the logo header and the tab bar; every other screen a back arrow. */
  layout: 'tabbed' | 'sub';
  /** Sub-page header title ('' for none). */
  title: string;
  /**
   * The screen's own name, told apart from every other screen's: the page title ("투자 정보 입력 -
   * 뮤직론", screenTitle) and what a screen reader hears on arriving (app/ScreenChange.tsx).
   */
  name: string;
  /** The bottom tab this screen belongs to, if any. */
  tab: TabKey | null;
  /** Anonymous visitors may open it (spec §6); every other screen asks them to log in. */
  isPublic: boolean;
  /** The back arrow's target when it is not simply "back in history". */
  back?: { to: StaticRouteKey; resetsDraft?: true };
  /** The header shows the screen's own confirm action (the crop page). */
  headerAction?: true;
  /** The screen reads the registration draft: it waits until the stored draft is back. */
  readsDraft?: true;
}

/** What the layouts and the guard read of a screen (its module is the router's business). */
export type ScreenFacts = Omit<RouteFacts, 'screen'>;

/** `<feature>/pages/<Name>Page`: a page module under src/features. */
export type ScreenModule = `${string}/pages/${string}Page`;

/** A screen's page title. */
export const screenTitle = (facts: Pick<RouteFacts, 'name'>) => `${facts.name} - 뮤직론`;

export type RouteKey = keyof typeof table;
/** Each screen's path pattern, as a literal type (paths.ts builds its URL helpers from them). */
export type RoutePatterns = { [K in RouteKey]: (typeof table)[K]['path'] };
/** Screens whose address has no parameter. */
export type StaticRouteKey = {
  [K in RouteKey]: (typeof table)[K]['path'] extends `${string}:${string}` ? never : K;
}[RouteKey];

export const routeFacts = Object.fromEntries(
  Object.entries(table).map(([key, facts]: [string, Facts]) => [
    key,
    { layout: 'sub', title: '', tab: null, isPublic: false, ...facts },
  ]),
) as Record<RouteKey, RouteFacts>;
