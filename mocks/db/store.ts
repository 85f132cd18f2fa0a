import type { WorldName } from './large-world';
import { written } from './kept';
import { seedWorld } from './seed';
import type { DbState } from './types';

/**
 * The one demo-backend state. Handlers read it with `getState()` and call `commit()` after a write
 * so the browser can persist it; Jest and the standalone server keep it in memory only.
 */
let current: DbState | null = null;
let saver: ((state: DbState) => void) | null = null;
let world: WorldName = 'demo';

export function getState(): DbState {
  if (!current) current = seedWorld(new Date(), world);
  return current;
}

/** The world the next seed makes (large-world.ts); the demo's own unless chosen. */
export function setWorld(name: WorldName): void {
  world = name;
}

export const currentWorld = () => world;

/** Replaces the state, e.g. with one restored from localStorage. */
export function replaceState(state: DbState): void {
  current = state;
}

/** Back to a fresh seed whose dates are relative to `now`. */
export function resetDb(now: Date = new Date()): DbState {
  current = seedWorld(now, world);
  saver?.(current);
  return current;
}

/** After any write: persisted where the browser keeps it, and kept read models built anew. */
export function commit(): void {
  written();
  if (current) saver?.(current);
}

export function setPersistence(save: ((state: DbState) => void) | null): void {
  saver = save;
}
