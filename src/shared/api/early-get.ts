/**
 * GETs started by the boot script (src/app/boot/boot.ts) before any library has downloaded: the first
 * screen's own call, so its answer is on the way while React, MUI and RTK Query still are. The
 * base query hands one to the first call that asks the same URL with the same Authorization; any
 * other call, or a late one, goes to the network as usual. No library in here: boot imports it.
 * The boot script reads that answer's body as it arrives (to start the first covers); the base
 * query takes that reading too, so the first answer is parsed and checked once, not twice.
 */

/** An answer older than this is not handed out: a call made later deserves a fresh one. */
const MAX_AGE_MS = 10_000;

interface EarlyGet {
  authorization: string | null;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, EarlyGet>();

const absolute = (url: string) => new URL(url, globalThis.location?.href).href;

/** Starts the GET; the returned answer is the one the taking call gets (clone it to read it). */
export function startEarlyGet(url: string, authorization: string | null): Promise<Response> {
  const href = absolute(url);
  const response = fetch(href, authorization ? { headers: { Authorization: authorization } } : {});
  // A failure is the taking call's to report (as a network error), not an unhandled rejection.
  response.catch(() => {});
  started.set(href, { authorization, startedAt: Date.now(), response });
  return response;
}

/**
 * The early answer for `request`, once; undefined when there is none for it. The caller's abort
 * signal (RTK Query's timeout) still ends the wait.
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const early = started.get(request.url);
  if (!early) return undefined;
  started.delete(request.url);
  const fits =
    request.method === 'GET' &&
    request.headers.get('Authorization') === early.authorization &&
    Date.now() - early.startedAt <= MAX_AGE_MS;
  if (!fits) return undefined;
  const { signal } = request;
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    early.response.then(resolve, reject);
  });
}

/** Bodies the boot script has read, by the answer they came in (app/boot/first-call.ts). */
const readings = new WeakMap<Response, Promise<unknown>>();

/**
 * Keeps the boot script's reading of an early answer's body: the body as the base query would
 * parse it, its `data` already through the call's schema; null when it could not read it.
 */
export function keepEarlyReading(response: Response, body: Promise<unknown>): void {
  readings.set(response, body);
}

/** The reading kept for `response`, once; undefined when there is none. */
export function takeEarlyReading(response: Response): Promise<unknown> | undefined {
  const body = readings.get(response);
  readings.delete(response);
  return body;
}
