import { routeFacts, type RouteFacts, type ScreenFacts } from './route-facts';

/*
 * Which screen an address is, without the router: the boot script (src/app/boot/boot.ts) asks
 * before the libraries have downloaded, and layouts and tests ask outside a route.
 */

/** The parameters of `pattern` in `pathname` (`:contractId` → its segment); null if it does not fit. */
export function paramsOf(pattern: string, pathname: string): Record<string, string> | null {
  const segments = segmentsOf(pathname);
  if (fit(pattern, segments) < 0) return null;
  const parts = pattern.split('/').filter(Boolean);
  return Object.fromEntries(
    parts.flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), segments[i]]] : [])),
  );
}

/** The facts of a screen no route matches: a plain sub-page anyone may see. */
export const notFoundFacts: ScreenFacts = {
  path: '*',
  name: '페이지를 찾을 수 없음',
  layout: 'sub',
  title: '',
  tab: null,
  isPublic: true,
};

/**
 * How well `pattern` fits the address's segments, ranked as React Router ranks routes: a static
 * segment (10) beats a parameter (3); -1 when it does not fit. Written here, not imported from the
 * router, so the boot script (src/app/boot/boot.ts) can use it before the libraries have downloaded.
 */
function fit(pattern: string, segments: string[]): number {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return -1;
  let score = 0;
  for (const [i, part] of parts.entries()) {
    if (part.startsWith(':')) score += 3;
    else if (part.toLowerCase() === segments[i].toLowerCase()) score += 10;
    else return -1;
  }
  return score;
}

function segmentsOf(pathname: string): string[] {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: matched as typed, like the router does.
  }
  return path.split('/').filter(Boolean);
}

/** The route at `pathname`: /loan-apply/progress/5 is progress, not a loan-apply id. */
export function routeAt(pathname: string): RouteFacts | undefined {
  const segments = segmentsOf(pathname);
  let best: RouteFacts | undefined;
  let bestFit = -1;
  for (const facts of Object.values(routeFacts)) {
    const score = fit(facts.path, segments);
    if (score > bestFit) [best, bestFit] = [facts, score];
  }
  return best;
}

/** The facts of the screen at `pathname`, for code that is not inside a route (and its tests). */
export function routeFactsOf(pathname: string): ScreenFacts {
  return routeAt(pathname) ?? notFoundFacts;
}
