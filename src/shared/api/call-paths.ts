import type { ContractFilter } from './wire/enums';

/**
 * The paths of the calls a first screen makes, under the API root. The endpoints build their URL
 * with these, and so does the boot script when it starts that call early (src/app/boot/first-call.ts),
 * so the two can only ask the same URL. No library in here.
 */

/** Home's list; no filter = every open contract ("all" is not sent). */
export const contractsPath = (filter?: ContractFilter | void): string =>
  filter ? `/contracts?${new URLSearchParams({ searchFilter: filter })}` : '/contracts';

export const contractPath = (contractId: number | string): string => `/contracts/${contractId}`;
