import { seedWorld } from './seed';
import type { DbState } from './types';

/**
 * The one demo-backend state. Handlers read it with `getState()` and call `commit()` after a write
 * so the browser can persist it; Jest and the standalone server keep it in memory only.
 */
let current: DbState | null = null;
let saver: ((state: DbState) => void) | null = null;

export function getState(): DbState {
  if (!current) current = seedWorld(new Date());
  return current;
}

/** Replaces the state, e.g. with one restored from localStorage. */
export function replaceState(state: DbState): void {
  current = state;
}

/** Back to a fresh seed whose dates are relative to `now`. */
export function resetDb(now: Date = new Date()): DbState {
  current = seedWorld(now);
  saver?.(current);
  return current;
}

export function commit(): void {
  if (current) saver?.(current);
}

export function setPersistence(save: ((state: DbState) => void) | null): void {
  saver = save;
}
