import { http, type HttpResponseResolver } from 'msw';
import { server } from '@mocks/node';
import { makeStore, type AppStore } from '@/app/store';
import { apiRoot } from '@/shared/config/env';
import type { MyNftListResponse, NftDetail } from '@/shared/api/wire/schemas';

/** The demo borrower's registered song (mocks/db/seed-data.ts) that can take a loan. */
export const SONG = '한강의 새벽';

export interface DemoLoan {
  store: AppStore;
  copyrightId: number;
  contractId: number;
}

/** Logs borrower1 in against the demo backend and finds the ids of the registered song. */
export async function borrowerWithRegisteredSong(): Promise<DemoLoan> {
  const login = (await fetch(`${apiRoot}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ loginId: 'borrower1', password: 'demo1234!' }),
  }).then((response) => response.json())) as {
    data: { accessToken: string; refreshToken: string };
  };
  const headers = { Authorization: `Bearer ${login.data.accessToken}` };
  const mine = (await fetch(`${apiRoot}/me/copyrights?status=REGISTERED`, { headers }).then((r) =>
    r.json(),
  )) as { data: MyNftListResponse };
  const song = mine.data.copyrights.find((item) => item.title === SONG);
  if (!song) throw new Error(`${SONG} is not a registered song of borrower1`);
  const detail = (await fetch(`${apiRoot}/copyrights/${song.copyrightId}`, { headers }).then((r) =>
    r.json(),
  )) as { data: NftDetail };
  return {
    store: makeStore({ session: { ...login.data, loginId: 'borrower1' } }),
    copyrightId: song.copyrightId,
    contractId: detail.data.contractId!,
  };
}

export interface Seen {
  query: Record<string, string>;
  body: unknown;
}

/**
 * Records every request to `method path` and lets the demo backend (or `respond`) answer it.
 */
export function watch(
  method: 'get' | 'post',
  path: string,
  respond?: HttpResponseResolver,
): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](`${apiRoot}${path}`, async (info) => {
      const url = new URL(info.request.url);
      const body: unknown =
        method === 'post'
          ? await info.request
              .clone()
              .json()
              .catch(() => null)
          : null;
      seen.push({ query: Object.fromEntries(url.searchParams), body });
      return respond ? respond(info) : undefined;
    }),
  );
  return seen;
}

/** Stores chosen terms the way the info-input screen does. */
export function storeTerms(contractId: number, amount: number, count: number) {
  sessionStorage.setItem('loanTerms', JSON.stringify({ [contractId]: { amount, count } }));
}
