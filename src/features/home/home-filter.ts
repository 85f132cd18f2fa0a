import type { ContractFilter } from '@/shared/api/wire/enums';
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
