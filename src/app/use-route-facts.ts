import { useLocation, useMatches } from 'react-router-dom';
import { type ScreenFacts } from '@/shared/config/route-facts';
import { routeFactsOf } from '@/shared/config/route-match';

const isFacts = (handle: unknown): handle is ScreenFacts =>
  typeof handle === 'object' && handle !== null && 'layout' in handle;

/**
 * The current screen's facts: the deepest matched route's `handle`. A layout rendered outside the
 * app's route tree (a component test) finds them by its address instead.
 */
export function useRouteFacts(): ScreenFacts {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = [...matches].reverse().find((match) => isFacts(match.handle))?.handle;
  return isFacts(handle) ? handle : routeFactsOf(pathname);
}
