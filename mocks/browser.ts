import { setupWorker } from 'msw/browser';
import { allowLibraryWrites } from '@/shared/lib/trusted-types';
import {
  DEMO_STATE_KEY,
  keepSessions,
  loadSessions,
  loadState,
  saveSessions,
  saveState,
} from './db/persistence';
import { isWorldName, WORLD_KEY, type WorldName } from './db/large-world';
import { replaceState, resetDb, setPersistence, setWorld } from './db/store';
import { handlers } from './handlers';
import { DIALECT_KEY, isDialect, LONG_DATA_KEY, setDialect, setLongData } from './handlers/dialect';
import { HOSTILE_DATA_KEY, setHostileData } from './handlers/hostile-data';
import { MONEY_ANSWER_KEY, parseMoneyAnswer, setMoneyAnswer } from './handlers/money-answer';
import { LATENCY_KEY, parseLatency, setLatency } from './handlers/respond';

/** Simulated network delay in the browser demo (none in Jest or the standalone server). */
const BROWSER_LATENCY_MS = 300;

declare global {
  interface Window {
    /** Puts the demo backend back to its seed and reloads the page (docs/api.md "Reset"). */
    resetDemoBackend?: () => void;
  }
}

/**
 * `?world=1000|5000|demo` (large-world.ts), remembered in localStorage like the profiles below.
 * Leaving a large world for the demo's starts the demo's from its seed.
 */
function chooseWorld(url: URL): WorldName {
  const asked = url.searchParams.get('world');
  const before = window.localStorage.getItem(WORLD_KEY);
  if (isWorldName(asked)) {
    window.localStorage.setItem(WORLD_KEY, asked);
    if (asked === 'demo' && before !== null && before !== 'demo') {
      window.localStorage.removeItem(DEMO_STATE_KEY);
    }
  }
  const saved = window.localStorage.getItem(WORLD_KEY);
  const world = isWorldName(saved) ? saved : 'demo';
  setWorld(world);
  return world;
}

/**
 * Restores the saved demo world, or seeds a new one when there is none or `?resetDemo=1` is in
 * the URL (the parameter is then removed so a reload does not wipe the world again).
 */
function restoreState(): void {
  const url = new URL(window.location.href);
  const world = chooseWorld(url);
  const fresh = url.searchParams.get('resetDemo') === '1';
  if (world !== 'demo') {
    // A large world is seeded on every load, never stored: it is megabytes of JSON, past
    // localStorage's quota, that each call would write again. Its sessions are kept, so a
    // reload stays logged in.
    const sessions = fresh ? null : loadSessions(window.localStorage);
    setPersistence(null);
    keepSessions(resetDb(new Date()), sessions);
    setPersistence((state) => saveSessions(window.localStorage, state));
  } else {
    const saved = fresh ? null : loadState(window.localStorage);
    if (saved) replaceState(saved);
    else resetDb(new Date());
  }
  if (url.searchParams.has('resetDemo')) {
    url.searchParams.delete('resetDemo');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }
}

/**
 * The wire dialect, data profile and latency (docs/wire-contract.md):
 * `?dialect=loose|canonical`, `?longData=1|0`, `?hostileData=1|0` and `?latency=<ms>` choose them
 * and are remembered in localStorage, so every page answers alike.
 */
function restoreDialect(): void {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get('dialect');
  if (isDialect(asked)) window.localStorage.setItem(DIALECT_KEY, asked);
  const saved = window.localStorage.getItem(DIALECT_KEY);
  setDialect(isDialect(saved) ? saved : 'canonical');
  // ?longData=1 (or 0): 300-character titles and 50-name lists, to check layouts.
  const long = url.searchParams.get('longData');
  if (long === '1' || long === '0') window.localStorage.setItem(LONG_DATA_KEY, long);
  setLongData(window.localStorage.getItem(LONG_DATA_KEY) === '1');
  // ?hostileData=1 (or 0): script in every text and address the server sends.
  const hostile = url.searchParams.get('hostileData');
  if (hostile === '1' || hostile === '0') window.localStorage.setItem(HOSTILE_DATA_KEY, hostile);
  setHostileData(window.localStorage.getItem(HOSTILE_DATA_KEY) === '1');
  // ?moneyAnswer=lost|late:25000|late-work:25000|normal: how invest, agreement and sign-up are late.
  const answer = url.searchParams.get('moneyAnswer');
  if (parseMoneyAnswer(answer)) window.localStorage.setItem(MONEY_ANSWER_KEY, answer ?? '');
  setMoneyAnswer(
    parseMoneyAnswer(window.localStorage.getItem(MONEY_ANSWER_KEY)) ?? { kind: 'normal' },
  );
  // ?latency=0 (or any ms up to a minute): the simulated network delay, 300 ms unless chosen.
  // The e2e journeys run at 0 and choose the delay where a wait is what they check.
  const latency = parseLatency(url.searchParams.get('latency'));
  if (latency !== null) window.localStorage.setItem(LATENCY_KEY, String(latency));
  setLatency(parseLatency(window.localStorage.getItem(LATENCY_KEY)) ?? BROWSER_LATENCY_MS);
}

const DEMO_WORKER = '/mockServiceWorker.js';

/** Starts the in-browser demo backend (MSW service worker). Only bundled when MOCK_API=true. */
export async function startBrowserDemoBackend() {
  setPersistence((state) => saveState(window.localStorage, state));
  restoreState();
  restoreDialect();
  // MSW calls `registration.update()` on an existing worker without handling its promise
  // (msw's get-worker-instance). When that background update fails, the worker already
  // running keeps serving, but the rejection surfaces as an uncaught error. Only that one is
  // swallowed here; every other rejection still reaches the console.
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (message.startsWith('Failed to update a ServiceWorker')) event.preventDefault();
  });
  // MSW registers its worker with a plain string: Trusted Types' default policy lets that one through.
  allowLibraryWrites({ demoWorker: DEMO_WORKER });
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: DEMO_WORKER },
  });
  // Another tab of the demo wrote the world (a sign-up, a login, an investment): adopt it, so a
  // token created there is known here and both tabs see one backend, as with a real server.
  window.addEventListener('storage', (event) => {
    if (event.key !== DEMO_STATE_KEY) return;
    const saved = loadState(window.localStorage);
    if (saved) replaceState(saved);
  });
  window.resetDemoBackend = () => {
    resetDb(new Date());
    window.location.reload();
  };
  return worker;
}
