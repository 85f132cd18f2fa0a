import { homeApi } from '@/features/home/api';
import { contractsApi } from '@/shared/api/contracts-api';
import type { AppDispatch } from '@/shared/store/hooks';
import { firstCallAt } from './first-call';

/**
 * The first screen's data, asked for at boot in parallel with its chunk (issue 17's waterfall),
 * not after the chunk has arrived and rendered. The screen then finds the answer in flight or
 * cached, under the same cache key it asks with; the request itself is usually the one the boot
 * script started (first-call.ts).
 */
export function prefetchFirstScreen(dispatch: AppDispatch, location: Location): void {
  const call = firstCallAt(location);
  if (call?.endpoint === 'getContracts') {
    void dispatch(homeApi.util.prefetch('getContracts', call.arg, {}));
  } else if (call?.endpoint === 'getContract') {
    void dispatch(contractsApi.util.prefetch('getContract', call.arg, {}));
  }
}
