import { useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on the page (architecture "Data from the server"): one timer,
 * once a second on the wall clock's second, only while something listens and the page is on
 * view. A hidden tab or a screen with no countdown runs no timer at all; back on view, every
 * listener catches up at once.
 */
type Listener = () => void;

const SECOND = 1000;
/** A little after the second turns, so what is read is the new second's. */
const LATE_MS = 20;

const listeners = new Set<Listener>();
let timer: number | undefined;
let now = Date.now();

const hidden = () => document.visibilityState === 'hidden';

function stop() {
  window.clearTimeout(timer);
  timer = undefined;
}

function schedule() {
  if (timer !== undefined || listeners.size === 0 || hidden()) return;
  timer = window.setTimeout(tick, SECOND - (Date.now() % SECOND) + LATE_MS);
}

function tick() {
  timer = undefined;
  now = Date.now();
  for (const listener of [...listeners]) listener();
  schedule();
}

function onVisibility() {
  if (hidden()) stop();
  else if (timer === undefined) tick();
}

function subscribe(listener: Listener): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    document.addEventListener('visibilitychange', onVisibility);
  }
  listeners.add(listener);
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
 * What `select` makes of the time, kept current by the one clock: the component renders again
 * only when that changes (a countdown's words change once a minute, not every second).
 */
export function useClock<T extends string | number | boolean>(select: (now: number) => T): T {
  return useSyncExternalStore(subscribe, () => select(read()));
}

/** The time the clock last told (read during a render that useClock started). */
export const clockNow = read;

/** Whether the clock's timer is running: for tests of "an idle or hidden screen does no work". */
export const clockTicking = () => timer !== undefined;
