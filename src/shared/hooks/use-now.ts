import { useSyncExternalStore } from 'react';

/**
 * One shared clock for every countdown on screen: a single 1-second timer, started by the first
 * component that reads it and stopped with the last one, read through `useSyncExternalStore` so
 * React owns every text it renders.
 */
type Listener = () => void;

const SECOND = 1000;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | undefined;
let tickedAt = 0;

function tick() {
  tickedAt = Date.now();
  listeners.forEach((notify) => notify());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    tickedAt = Date.now();
    timer = setInterval(tick, SECOND);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The time of the last tick while the clock runs. Before it runs (the first render), the current
 * second: stable across React's repeated reads within one render.
 */
const getSnapshot = () =>
  timer !== undefined ? tickedAt : Math.floor(Date.now() / SECOND) * SECOND;

const stayPut = () => () => {};

/**
 * Now, in ms, updated once a second while any component reads it. With `live` false the reader
 * stops following the clock (a countdown scrolled out of view) and shows the time of its last
 * render until it is live again.
 */
export function useNow(live = true): number {
  return useSyncExternalStore(live ? subscribe : stayPut, getSnapshot, getSnapshot);
}

/** What `select(now)` gives, re-rendering only when that changes (e.g. "has it ended?"). */
export function useNowSelector<T>(select: (now: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(getSnapshot()),
    () => select(getSnapshot()),
  );
}
