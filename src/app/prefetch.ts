import { matchPath } from 'react-router-dom';
import { prefetchHome } from '@/features/home/first-load';
import { patterns } from '@/shared/config/paths';
import type { AppDispatch } from '@/shared/store/hooks';

/**
 * The first screen's data, asked for at boot in parallel with its chunk (issue 17's waterfall):
 * home, the screen most visits open on, starts its contracts call before React renders.
 */
export function prefetchFirstScreen(dispatch: AppDispatch, { pathname, search }: Location): void {
  const isHome = [patterns.root, patterns.main].some((pattern) => matchPath(pattern, pathname));
  if (isHome) prefetchHome(dispatch, search);
}
