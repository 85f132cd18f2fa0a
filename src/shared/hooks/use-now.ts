import { useSyncExternalStore } from 'react';

/**
 * One shared clock for every countdown on screen: a single 1-second timer, started by the first
 * reader and stopped with the last one. Components read it through `useSyncExternalStore`
 * (`useNowSelector`); text that changes every second subscribes directly (`subscribeToClock`).
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

/** Calls `listener` on every tick until the returned function is called. */
export function subscribeToClock(listener: Listener): () => void {
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
export const clockNow = () =>
  timer !== undefined ? tickedAt : Math.floor(Date.now() / SECOND) * SECOND;

/** What `select(now)` gives, re-rendering only when that changes (e.g. "has it ended?"). */
export function useNowSelector<T>(select: (now: number) => T): T {
  return useSyncExternalStore(
    subscribeToClock,
    () => select(clockNow()),
    () => select(clockNow()),
  );
}
