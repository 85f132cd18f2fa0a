import type { DbState } from './types';

/**
 * Read models kept until the next write, for the handlers. At a platform's size (`?world=5000`)
 * home's list is ~25 ms to build, for every visit, while nothing changed between them; a real
 * server caches such a read too. Every request that may write ends in `commit()` (store.ts,
 * handlers/respond.ts), which calls `written()`; a replaced state (a reset, a restore) is another
 * object and keeps nothing from the old one. The db's own functions stay uncached: a test that
 * writes through them directly reads what it wrote.
 */
let writes = 0;
const kept = new WeakMap<DbState, { writes: number; values: Map<string, unknown> }>();
const values = new WeakSet<object>();

export function written(): void {
  writes += 1;
}

/** `build()`'s value for `state` under `key`, built again only after a write. */
export function keptUntilWrite<T>(state: DbState, key: string, build: () => T): T {
  let entry = kept.get(state);
  if (!entry || entry.writes !== writes) {
    entry = { writes, values: new Map() };
    kept.set(state, entry);
  }
  if (!entry.values.has(key)) {
    const value = build();
    if (typeof value === 'object' && value !== null) values.add(value);
    entry.values.set(key, value);
  }
  return entry.values.get(key) as T;
}

/** Whether `value` is a kept read model: it does not change, so neither does its JSON. */
export const isKept = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && values.has(value);
