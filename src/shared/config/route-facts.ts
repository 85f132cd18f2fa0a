/**
 * Every screen's facts, in one table (route-table.ts; spec §2 and §6): its path, its page module,
 * its layout, its name and title, the tab it belongs to, whether a visitor must log in, and where
 * the back arrow leads. The router (src/app/routes.tsx) builds a route from each row and carries
 * the row as the route's `handle`; the layouts and the login guard read it with `useMatches()`,
 * and screens build URLs with `paths`. Nobody spells a URL or a title anywhere else, and adding a
 * screen is a row there plus the page.
 */

import type { ScreenFields } from './route-fields';
import { table, type Facts } from './route-table';

export interface RouteFacts extends ScreenFields {
  /** The back arrow's target when it is not simply "back in history". */
  back?: { to: StaticRouteKey; resetsDraft?: true };
}

/** What the layouts and the guard read of a screen (its module is the router's business). */
export type ScreenFacts = Omit<RouteFacts, 'screen'>;

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
