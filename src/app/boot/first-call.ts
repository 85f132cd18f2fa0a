import { contractsArg, homeFilterOf } from '@/features/home/home-filter';
import { contractPath, contractsPath } from '@/shared/api/call-paths';
import { startEarlyGet } from '@/shared/api/early-get';
import type { ContractFilter, EntityId } from '@/shared/api/wire/enums';
import { apiRoot, env } from '@/shared/config/env';
import { routeFacts } from '@/shared/config/route-facts';
import { paramsOf, routeAt } from '@/shared/config/route-match';
import { routeIdOf } from '@/shared/lib/route-id';
import { authorizationOf, readStoredTokens } from '@/shared/session/token-storage';
import { firstCards } from '@/features/home/select-contracts';
import { validateWire } from '@/shared/api/schemas';
import { isObject } from '@/shared/lib/is-object';
import type { ContractDetail, ContractListResponse } from '@/shared/api/wire/schemas';

/**
 * The call the first screen makes before it can show anything: home's contracts, or the one
 * contract of a contract's screen (the addresses a shared loan link opens). No library in here:
 * the boot script starts it before the libraries have downloaded (`startFirstCall`), and main.tsx
 * asks RTK Query for the same call (`app/boot/prefetch.ts`), which takes that answer instead of asking
 * again (`shared/api/early-get.ts`).
 */
export type FirstCall =
  | { endpoint: 'getContracts'; arg: ContractFilter | undefined }
  | { endpoint: 'getContract'; arg: EntityId };

/** The screens that show one contract (ContractGate), and the parameter that names it. */
const contractScreens = [
  { facts: routeFacts.loanApplyProgress, param: 'contractId' },
  { facts: routeFacts.loanApplyDetail, param: 'contractId' },
  { facts: routeFacts.investment, param: 'investmentId' },
];

export function firstCallAt({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): FirstCall | null {
  const route = routeAt(pathname);
  if (route === routeFacts.root || route === routeFacts.main) {
    return {
      endpoint: 'getContracts',
      arg: contractsArg(homeFilterOf(new URLSearchParams(search))),
    };
  }
  const screen = contractScreens.find(({ facts }) => route === facts);
  if (!screen) return null;
  const id = routeIdOf(paramsOf(screen.facts.path, pathname)?.[screen.param]);
  return id === null ? null : { endpoint: 'getContract', arg: id };
}

const pathOf = (call: FirstCall) =>
  call.endpoint === 'getContracts' ? contractsPath(call.arg) : contractPath(call.arg);

/**
 * Starts the first screen's call at once, with the Authorization the store will send (its session
 * starts from the same stored token), and the covers its answer names (first-call.ts). Not in
 * the demo build: its backend, a service worker, is not listening yet when the boot script runs.
 */
export function startFirstCall(location: Pick<Location, 'pathname' | 'search'>): void {
  if (env.mockApi) return;
  const call = firstCallAt(location);
  if (!call) return;
  startEarlyGet(
    `${apiRoot}${pathOf(call)}`,
    authorizationOf(readStoredTokens().accessToken),
    (body, answer) => (answer.ok ? readAndStartCovers(call, body) : body),
  );
}

/**
 * The covers of the first screen, downloading as soon as the first call's answer names them.
 * A server's covers are image addresses (`imageUrl`), and the first cover is the first screen's
 * largest paint: left to React, its request would start only once the libraries had arrived and
 * the cards were drawn, one more round trip after them. The boot script reads the early answer
 * through the same response schema the screen uses, picks the cards the screen draws first, and
 * starts their covers while the libraries are still on the wire; the screen's <img> then finds
 * each in the image cache. The store takes that reading (shared/api/early-get.ts): a 5,000-loan
 * answer is parsed and checked once, in the time the libraries are still downloading.
 */

/**
 * Covers asked for first: the cards at the top of home at a phone's height (its two popular and
 * the first recent), and a contract page's one cover. The rest of the first render's covers are
 * started too, at the browser's usual priority for images: the screen would ask for them in the
 * same moment anyway.
 */
export const ABOVE_THE_FOLD = 3;

/** Held until the page goes: a collected image could leave the cache before the screen asks. */
const started: HTMLImageElement[] = [];

/**
 * An address worth starting: any `https:` one, or this page's own origin over `http:` (the
 * policy's `img-src 'self' https:`); never an inline `data:` or `blob:` image, nor anything the
 * policy refuses.
 */
function downloadable(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  try {
    const url = new URL(raw.trim(), window.location.href);
    const sameOrigin = url.protocol === 'http:' && url.origin === window.location.origin;
    return url.protocol === 'https:' || sameOrigin ? url.href : null;
  } catch {
    return null;
  }
}

type FirstData = ContractListResponse | ContractDetail;

/**
 * The first answer's `data` read through the screen's own schema, and the covers of the first
 * render, in the order it draws them: home's two sections (or its filtered list), or a contract
 * page's cover. Null when the schema refuses it: the screen's own reading reports why.
 */
export async function readFirstAnswer(
  call: FirstCall,
  data: unknown,
): Promise<{ value: FirstData; covers: string[] } | null> {
  let value: FirstData;
  let covers: string[];
  if (call.endpoint === 'getContract') {
    const read = await validateWire('contractDetailSchema', data);
    if (read.issues) return null;
    value = read.value;
    covers = [read.value.copyright.imageUrl];
  } else {
    const read = await validateWire('contractListSchema', data);
    if (read.issues) return null;
    value = read.value;
    covers = firstCards(call.arg ?? 'ALL', read.value.contracts).map(
      (item) => item.copyright.imageUrl,
    );
  }
  const addresses = covers.map(downloadable);
  return {
    value,
    covers: [...new Set(addresses.filter((url): url is string => url !== null))],
  };
}

/**
 * The first call's body, read through its schema as it arrives: the covers it names start, and
 * the store takes the reading. Whatever the schema refuses, or a body of another shape (a
 * refusal in a 200), starts nothing and is handed on as sent: the screen's own call reads it
 * again and reports it.
 */
export async function readAndStartCovers(call: FirstCall, body: unknown): Promise<unknown> {
  if (!isObject(body) || body.success !== true || !('data' in body)) return body;
  const read = await readFirstAnswer(call, body.data).catch(() => null);
  if (!read) return body;
  read.covers.forEach((url, index) => {
    const image = new Image();
    if (index < ABOVE_THE_FOLD) image.fetchPriority = 'high';
    image.src = url;
    started.push(image);
  });
  return { ...body, data: read.value };
}
