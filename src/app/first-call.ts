import { contractsArg, homeFilterOf } from '@/features/home/home-filter';
import { contractPath, contractsPath } from '@/shared/api/call-paths';
import { startEarlyGet } from '@/shared/api/early-get';
import type { ContractFilter, EntityId } from '@/shared/api/wire/enums';
import { apiRoot, env } from '@/shared/config/env';
import { paramsOf, routeAt, routeFacts } from '@/shared/config/route-facts';
import { routeIdOf } from '@/shared/lib/route-id';
import { preloadFirstCovers } from './first-covers';
import { authorizationOf, readStoredTokens } from '@/shared/session/token-storage';

/**
 * The call the first screen makes before it can show anything: home's contracts, or the one
 * contract of a contract's screen (the addresses a shared loan link opens). No library in here:
 * the boot script starts it before the libraries have downloaded (`startFirstCall`), and main.tsx
 * asks RTK Query for the same call (`app/prefetch.ts`), which takes that answer instead of asking
 * again (`shared/api/early-get.ts`).
 */
export type FirstCall =
  | { endpoint: 'getContracts'; arg: ContractFilter | undefined }
  | { endpoint: 'getContract'; arg: EntityId };

/** The screens that show one contract (ContractGate), and the parameter that names it. */
const contractScreens = [
  { facts: routeFacts.loanApplyProgress, param: 'contractId' },
  { facts: routeFacts.loanApplyDetail, param: 'contractId' },
  { facts: routeFacts.investment, param: 'investmentId' },
];

export function firstCallAt({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): FirstCall | null {
  const route = routeAt(pathname);
  if (route === routeFacts.root || route === routeFacts.main) {
    return {
      endpoint: 'getContracts',
      arg: contractsArg(homeFilterOf(new URLSearchParams(search))),
    };
  }
  const screen = contractScreens.find(({ facts }) => route === facts);
  if (!screen) return null;
  const id = routeIdOf(paramsOf(screen.facts.path, pathname)?.[screen.param]);
  return id === null ? null : { endpoint: 'getContract', arg: id };
}

const pathOf = (call: FirstCall) =>
  call.endpoint === 'getContracts' ? contractsPath(call.arg) : contractPath(call.arg);

/**
 * Starts the first screen's call at once, with the Authorization the store will send (its session
 * starts from the same stored token), and the covers its answer names (first-covers.ts). Not in
 * the demo build: its backend, a service worker, is not listening yet when the boot script runs.
 */
export function startFirstCall(location: Pick<Location, 'pathname' | 'search'>): void {
  if (env.mockApi) return;
  const call = firstCallAt(location);
  if (!call) return;
  const response = startEarlyGet(
    `${apiRoot}${pathOf(call)}`,
    authorizationOf(readStoredTokens().accessToken),
  );
  preloadFirstCovers(call, response);
}
