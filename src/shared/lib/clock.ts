import { useCallback, useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on the page (architecture "Data from the server"): one timer, set
 * for the soonest moment any listener's text changes (a countdown's words change once a minute,
 * each on its own second), only while something listens and the page is on view. A hidden tab or
 * a screen with no countdown runs no timer at all; back on view, every listener catches up at once.
 */
type Listener = () => void;
/** When, after `now`, what a listener shows next changes (Infinity: never again). */
export type NextChange = (now: number) => number;

/** A little after the moment, so what is read is the new one. */
const LATE_MS = 20;

const listeners = new Map<Listener, NextChange>();
let timer: number | undefined;
let now = Date.now();

const hidden = () => document.visibilityState === 'hidden';

function stop() {
  window.clearTimeout(timer);
  timer = undefined;
}

function schedule() {
  stop();
  if (listeners.size === 0 || hidden()) return;
  const at = Date.now();
  let soonest = Infinity;
  for (const next of listeners.values()) soonest = Math.min(soonest, next(at));
  if (soonest === Infinity) return;
  timer = window.setTimeout(tick, Math.max(0, soonest - at) + LATE_MS);
}

function tick() {
  timer = undefined;
  now = Date.now();
  for (const listener of [...listeners.keys()]) listener();
  schedule();
}

function onVisibility() {
  if (hidden()) stop();
  else tick();
}

function subscribe(listener: Listener, next: NextChange): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    document.addEventListener('visibilitychange', onVisibility);
  }
  listeners.set(listener, next);
  schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The clock's time; with nobody listening, the wall clock's. */
function read(): number {
  if (listeners.size === 0) now = Date.now();
  return now;
}

/**
 * What `select` makes of the time, kept current by the one clock, which wakes when `next` says
 * it changes: the component renders again only then. `next` should keep its identity between
 * renders (useCallback).
 */
export function useClock<T extends string | number | boolean>(
  select: (now: number) => T,
  next: NextChange,
): T {
  const listen = useCallback((listener: Listener) => subscribe(listener, next), [next]);
  return useSyncExternalStore(listen, () => select(read()));
}

/** The time the clock last told (read during a render that useClock started). */
export const clockNow = read;

/** Whether the clock's timer is set: for tests of "an idle or hidden screen does no work". */
export const clockTicking = () => timer !== undefined;
