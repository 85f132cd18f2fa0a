import type { DbState } from './types';

/** Bump when the stored shape changes: an older persisted state is then replaced by a new seed. */
export const STATE_VERSION = 1;

export function emptyState(now: Date): DbState {
  return {
    version: STATE_VERSION,
    seededAt: now.toISOString(),
    users: [],
    tokens: {},
    copyrights: [],
    contracts: [],
    investments: [],
    schedules: [],
    nextIds: { user: 1, copyright: 1, contract: 101, investment: 1, schedule: 1 },
  };
}
