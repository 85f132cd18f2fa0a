/**
 * A test ends what it started (docs/testing.md "Isolation"): before Testing Library unmounts the
 * screen, the work the test set going is let finish inside act(): the navigation in progress, the
 * next screen's chunk, and every request the app sent. Without this, a request the last step sent
 * (a refetch after a submit) reached the next test's handlers and watchers, and the updates it
 * made landed outside act() as React warnings.
 *
 * Work that never ends (a handler that hangs on purpose, a wait on a fake clock nobody moves) is
 * left after SETTLE_LIMIT_MS of real time; the requests still in flight then are aborted, so none
 * of them reaches the next test.
 */
import { setImmediate } from 'node:timers';
import { act } from 'react';
import { screenChunkLoads } from '@/app/boot/load-screen';

interface Navigating {
  state: { navigation: { state: string } };
}

const routers = new Set<Navigating>();
const inFlight = new Map<AbortController, string>();
const SETTLE_LIMIT_MS = 1_000;

/** renderApp's router, watched until the test ends. */
export function trackRouter(router: Navigating): void {
  routers.add(router);
}

/** Every request the app sends in a test, counted until it settles and abortable at teardown. */
export function trackRequests(): void {
  const fetchOf = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const ended = new AbortController();
    const signals = [ended.signal, init?.signal, input instanceof Request ? input.signal : null];
    const signal = AbortSignal.any(signals.filter((s): s is AbortSignal => Boolean(s)));
    inFlight.set(ended, input instanceof Request ? `${input.method} ${input.url}` : String(input));
    return fetchOf(input, { ...init, signal }).finally(() => inFlight.delete(ended));
  };
}

const busy = () =>
  inFlight.size > 0 ||
  screenChunkLoads.inFlight() > 0 ||
  [...routers].some((router) => router.state.navigation.state !== 'idle');

// Real time and Node's own turn of the loop: a test's fake clock fakes neither (jest.config.ts).
const elapsedMs = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Registered by jest.setup.ts before Testing Library's cleanup, so it runs first. */
export async function settleTest(): Promise<void> {
  const since = process.hrtime.bigint();
  // The end of act() runs the effects of what it rendered, and an effect may send a request: so
  // again, until nothing is left going.
  do {
    await act(async () => {
      while (busy() && elapsedMs(since) < SETTLE_LIMIT_MS) await nextTurn();
    });
  } while (busy() && elapsedMs(since) < SETTLE_LIMIT_MS);
  // SETTLE_DEBUG=1 npx jest …: which test left what going (docs/testing.md "Finding a leak").
  if (process.env.SETTLE_DEBUG && busy()) {
    const left = [...inFlight.values(), `${screenChunkLoads.inFlight()} chunks`];
    process.stderr.write(`left going: ${left.join(', ')} | ${expect.getState().currentTestName}\n`);
  }
  for (const request of inFlight.keys())
    request.abort(new DOMException('The test ended', 'AbortError'));
  inFlight.clear();
  routers.clear();
}
