/**
 * Every URL of the app: `patterns` for the router, `paths.x(…)` for links and navigation. Both
 * come from the screens' facts (./route-facts.ts); nobody spells a URL anywhere else.
 */
import { routeFacts, type RouteKey, type RoutePatterns } from './route-facts';

/** React Router patterns, by screen. */
export const patterns = Object.fromEntries(
  Object.entries(routeFacts).map(([key, facts]) => [key, facts.path]),
) as RoutePatterns;

type Id = string | number;
/** One id per `:param` of the pattern, in order. */
type ParamIds<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Id, ...ParamIds<Rest>]
  : P extends `${string}:${string}`
    ? [Id]
    : [];

/** Fills a pattern's `:params` in order, each one URL-encoded. */
function fill(pattern: string, ids: readonly Id[]): string {
  let index = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(String(ids[index++])));
}

/** The settlement dashboards' tabs as their address names them (settlement/lib/repayment-tabs). */
type SettlementTab = 'upcoming' | 'overdue' | 'repaid';

type Builders = { [K in RouteKey]: (...ids: ParamIds<RoutePatterns[K]>) => string };

const built = Object.fromEntries(
  Object.entries(patterns).map(([key, pattern]) => [key, (...ids: Id[]) => fill(pattern, ids)]),
) as Builders;

/** URLs of screens: `paths.investment(3)` → "/investment/3". The one helper that builds them. */
export const paths = {
  ...built,
  /** My music, optionally on a tab ('invested' after an investment). */
  myNft: (tab?: 'issued' | 'invested') => (tab ? `${patterns.myNft}?tab=${tab}` : patterns.myNft),
  /** A settlement dashboard, optionally on a tab (the dashboards keep it in `?tab=`). */
  repaymentReceived: (tab?: SettlementTab) =>
    tab ? `${patterns.repaymentReceived}?tab=${tab}` : patterns.repaymentReceived,
  servicingRepayment: (tab?: SettlementTab) =>
    tab ? `${patterns.servicingRepayment}?tab=${tab}` : patterns.servicingRepayment,
  /** The search screen, with what was typed (`?q=`). */
  search: (query?: string) =>
    query ? `${patterns.search}?q=${encodeURIComponent(query)}` : patterns.search,
  /** Login, bringing the user back to `next` afterwards. */
  login: (next?: string) =>
    next ? `${patterns.login}?next=${encodeURIComponent(next)}` : patterns.login,
};
