/**
 * GETs started by the boot script (src/app/boot/boot.ts) before any library has downloaded: the first
 * screen's own call, so its answer is on the way while React, MUI and RTK Query still are. The
 * base query hands one to the first call that asks the same URL with the same Authorization; any
 * other call, or a late one, goes to the network as usual. No library in here: boot imports it.
 * The boot script reads that answer's body as it arrives (to start the first covers); the base
 * query takes that reading too (./read-once.ts), so the first answer is parsed and checked once.
 */
import { readOnce } from './read-once';

/** An answer older than this is not handed out: a call made later deserves a fresh one. */
const MAX_AGE_MS = 10_000;

interface EarlyGet {
  authorization: string | null;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, EarlyGet>();

const absolute = (url: string) => new URL(url, globalThis.location?.href).href;

/**
 * Starts the GET. The taking call gets a stand-in for its answer (./read-once.ts) whose body is
 * read as it arrives, then handed to `then`; what `then` returns is the body the call takes.
 */
export function startEarlyGet(
  url: string,
  authorization: string | null,
  then?: (body: unknown, answer: Response) => unknown,
): void {
  const href = absolute(url);
  const response = fetch(
    href,
    authorization ? { headers: { Authorization: authorization } } : {},
  ).then((answer) => readOnce(answer, then));
  // A failure is the taking call's to report (as a network error), not an unhandled rejection.
  response.catch(() => {});
  started.set(href, { authorization, startedAt: Date.now(), response });
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
