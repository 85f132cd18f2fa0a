import type { ContractFilter } from '@/shared/api/wire/enums';
import type { AppDispatch } from '@/shared/store/hooks';
import { homeApi } from './api';
import { isHomeFilter, type HomeFilter } from './messages';

/** Home's filter lives in the address (`?filter=`), so "back" returns to the same list. */
export const FILTER_PARAM = 'filter';

export const homeFilterOf = (search: URLSearchParams): HomeFilter => {
  const raw = search.get(FILTER_PARAM);
  return isHomeFilter(raw) ? raw : 'ALL';
};

/** The contracts call's argument: no filter for every open contract ("ALL" is not sent). */
export const contractsArg = (filter: HomeFilter): ContractFilter | undefined =>
  filter === 'ALL' ? undefined : filter;

/**
 * Starts home's contracts call at boot, before React renders and before home's chunk and the
 * response schemas arrive: the screen then finds the answer in flight or already cached instead
 * of asking only after its own code has loaded.
 */
export function prefetchHome(dispatch: AppDispatch, search: string): void {
  const filter = homeFilterOf(new URLSearchParams(search));
  void dispatch(homeApi.util.prefetch('getContracts', contractsArg(filter), {}));
}
