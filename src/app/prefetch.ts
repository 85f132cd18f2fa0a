import { matchPath } from 'react-router-dom';
import { prefetchHome } from '@/features/home/first-load';
import { contractsApi } from '@/shared/api/contracts-api';
import { patterns } from '@/shared/config/paths';
import { routeIdOf } from '@/shared/lib/route-id';
import type { AppDispatch } from '@/shared/store/hooks';

/** The screens that show one contract (ContractGate), and the parameter that names it. */
const contractScreens = [
  { pattern: patterns.loanApplyProgress, param: 'contractId' },
  { pattern: patterns.loanApplyDetail, param: 'contractId' },
  { pattern: patterns.investment, param: 'investmentId' },
] as const;

/**
 * The first screen's data, asked for at boot in parallel with its chunk (issue 17's waterfall),
 * not after the chunk has arrived and rendered: home's contracts, or the one contract of a
 * contract's screen (a link shared to someone opens there). The screen then finds the answer in
 * flight or cached, under the same cache key it asks with.
 */
export function prefetchFirstScreen(dispatch: AppDispatch, { pathname, search }: Location): void {
  const isHome = [patterns.root, patterns.main].some((pattern) => matchPath(pattern, pathname));
  if (isHome) {
    prefetchHome(dispatch, search);
    return;
  }
  for (const { pattern, param } of contractScreens) {
    const id = routeIdOf(matchPath(pattern, pathname)?.params[param]);
    if (id !== null) {
      void dispatch(contractsApi.util.prefetch('getContract', id, {}));
      return;
    }
  }
}
