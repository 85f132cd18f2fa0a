import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@mocks/node';
import { makeStore, type AppStore } from '@/app/store';
import { apiRoot } from '@/shared/config/env';
import { api, tagTypes, type TagType } from '@/shared/api/api';
import { invalidResponseError, type ApiError } from '@/shared/api/api-error';
import { expectWarnings } from '@/test/console';

/** Helpers for endpoint tests: a store, a scripted server answer and what the server saw. */

export const TEST_TOKEN = 'test-access-token';

export function storeWithToken(accessToken = TEST_TOKEN): AppStore {
  return makeStore({ session: { accessToken, refreshToken: `${accessToken}-refresh` } });
}

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Parsed JSON, the FormData of a multipart body, or null. */
  body: unknown;
  authorization: string | null;
}

type Respond = () => Response | Promise<Response>;

/** Answers `method path` (under /api/v1) with `respond` and records every request it gets. */
export function answer(method: 'get' | 'post', path: string, respond: Respond): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http[method](`${apiRoot}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const type = request.headers.get('content-type') ?? '';
      let body: unknown = null;
      if (type.includes('application/json')) body = await request.json();
      else if (type.includes('multipart/form-data')) body = await request.formData();
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        authorization: request.headers.get('authorization'),
      });
      return respond();
    }),
  );
  return seen;
}

export const ok = (data: JsonBodyType) => () => HttpResponse.json({ success: true, data });

export const refused =
  (status: number, code = 'BAD_REQUEST', message = '요청을 처리할 수 없습니다.') =>
  () =>
    HttpResponse.json({ success: false, error: { code, message } }, { status });

export const INVALID_RESPONSE: ApiError = invalidResponseError();

/** Bodies no endpoint may accept, whatever its schema, and the error each must become. */
export const malformedAnswers: [string, Respond, ApiError][] = [
  [
    'an HTML page',
    () => HttpResponse.html('<!doctype html><title>502</title>', { status: 200 }),
    INVALID_RESPONSE,
  ],
  ['an empty body', () => new HttpResponse(null, { status: 200 }), INVALID_RESPONSE],
  ['success without data', () => HttpResponse.json({ success: true }), INVALID_RESPONSE],
  [
    'a 2xx with success:false',
    () =>
      HttpResponse.json({ success: false, error: { code: 'SOMETHING', message: '실패했습니다.' } }),
    { status: 200, code: 'SOMETHING', cause: 'rejected', message: '실패했습니다.' },
  ],
];

/** The outcome of a query or mutation started with `initiate`, with the subscription released. */
export async function settle(
  started: PromiseLike<{ data?: unknown; error?: unknown }> & { unsubscribe?: () => void },
): Promise<{ data?: unknown; error?: unknown }> {
  const outcome = await started;
  started.unsubscribe?.();
  return { data: outcome.data, error: outcome.error };
}

/** Waits until every refetch the last action started is done. */
export async function settleRefetches(store: AppStore): Promise<void> {
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
}

export interface Tag {
  type: TagType;
  id: string | number;
}

const fetchCounts = new Map<string, number>();
const keyOf = (tag: Tag) => `${tag.type}:${tag.id}`;

/** A test-only query per tag: it shows which tags a mutation invalidates, across features. */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    tagProbe: build.query<number, Tag>({
      queryFn: (tag) => {
        const count = (fetchCounts.get(keyOf(tag)) ?? 0) + 1;
        fetchCounts.set(keyOf(tag), count);
        return { data: count };
      },
      providesTags: (_result, _error, tag) => [tag],
    }),
  }),
});

/** Every tag type, as a list and as items `ids`. */
export function everyTag(ids: (string | number)[]): Tag[] {
  return tagTypes.flatMap((type) => [{ type, id: 'LIST' }, ...ids.map((id) => ({ type, id }))]);
}

/** Caches one probe per tag; `refetched()` lists the tags refetched since. */
export async function watchTags(store: AppStore, tags: Tag[]) {
  fetchCounts.clear();
  await Promise.all(tags.map((tag) => store.dispatch(probeApi.endpoints.tagProbe.initiate(tag))));
  return {
    refetched: async (): Promise<string[]> => {
      await settleRefetches(store);
      return tags
        .filter((tag) => (fetchCounts.get(keyOf(tag)) ?? 0) > 1)
        .map(keyOf)
        .sort();
    },
  };
}

export const tagKeys = (tags: Tag[]) => tags.map(keyOf).sort();

type Outcome = { data?: unknown; error?: unknown };

/**
 * What every GET endpoint does when the server answers: one request to `path` (under /api/v1)
 * with `query` and the session's bearer token and no body, and the data back as the server sent it.
 */
export async function expectOneGet(
  path: string,
  run: (store: AppStore) => Promise<Outcome>,
  sent: JsonBodyType,
  query: Record<string, string> = {},
): Promise<void> {
  const seen = answer('get', path, ok(sent));

  const { data, error } = await run(storeWithToken());

  expect(error).toBeUndefined();
  expect(data).toEqual(sent);
  expect(seen).toEqual([
    {
      method: 'GET',
      path: `/api/v1${path}`,
      query,
      body: null,
      authorization: `Bearer ${TEST_TOKEN}`,
    },
  ]);
}

/**
 * The failure cases every endpoint shares: a refusal keeps the server's code and message; a
 * malformed body or `data` of the wrong shape becomes a handled ApiError, never a throw.
 */
export function itHandlesBadAnswers(
  method: 'get' | 'post',
  path: string,
  run: (store: AppStore) => Promise<Outcome>,
  wrongData: [string, JsonBodyType][],
): void {
  it('passes a refusal on with the server code and message', async () => {
    answer(method, path, refused(400, 'NOT_ALLOWED', '허용되지 않는 요청입니다.'));
    const { data, error } = await run(storeWithToken());
    expect(data).toBeUndefined();
    expect(error).toEqual({
      status: 400,
      code: 'NOT_ALLOWED',
      cause: 'rejected',
      message: '허용되지 않는 요청입니다.',
    });
  });

  it.each(malformedAnswers)('turns %s into a handled error', async (_label, respond, expected) => {
    answer(method, path, respond);
    const { data, error } = await run(storeWithToken());
    expect(data).toBeUndefined();
    expect(error).toEqual(expected);
  });

  it.each(wrongData)('rejects data with %s as an invalid response', async (_label, body) => {
    // The developer's console names the endpoint and the field (schemas.ts).
    expectWarnings(/^Response of \w+ is not usable: \S/);
    answer(method, path, ok(body));
    const { data, error } = await run(storeWithToken());
    expect(data).toBeUndefined();
    expect(error).toEqual(INVALID_RESPONSE);
  });
}

/** Seed accounts of the demo backend (mocks/db/seed.ts). */
export { storeLoggedInAs, type DemoAccount } from '@/test/demo-login';

/**
 * A File that Node's FormData accepts. jest-fixed-jsdom swaps in Node's Blob and FormData but
 * leaves jsdom's File, which Node's FormData refuses; browsers have one File and need no help.
 */
export function uploadFile(bytes: number[], name: string, type: string): File {
  return new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
}
