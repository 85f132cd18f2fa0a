import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { apiRoot } from '@/shared/config/env';
import { loggedOut } from '@/shared/session/session-slice';
import { authorizationOf } from '@/shared/session/token-storage';
import { callTimedOut, networkFailed, networkRestored } from '@/shared/store/app-status-slice';
import {
  type ApiError,
  httpError,
  invalidResponseError,
  networkError,
  timeoutError,
} from './api-error';
import { isObject } from '@/shared/lib/is-object';
import type { CallFailure } from '@/shared/telemetry/events';
import { report } from '@/shared/telemetry/report';
import { takeEarlyResponse } from './early-get';
import { bodyOf, readOnce } from './read-once';

interface StateWithSession {
  session: { accessToken: string | null };
  appStatus: { networkDown: boolean; failuresInRow: number };
}

/**
 * A server that never answers must not leave a spinner and a disabled button forever: after this
 * long the call fails with a Korean message and the user can try again. Uploads set their own.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiRoot,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => {
    const authorization = authorizationOf((getState() as StateWithSession).session.accessToken);
    if (authorization) headers.set('Authorization', authorization);
    return headers;
  },
  // The first screen's call may already be on its way, started by the boot script (early-get.ts).
  // Either way RTK Query gets a stand-in whose body is read once (read-once.ts).
  fetchFn: (input, init) =>
    (input instanceof Request ? takeEarlyResponse(input) : undefined) ??
    fetch(input, init).then((answer) => readOnce(answer)),
  // That one reading: the boot script's (its data already through the call's schema), or RTK
  // Query's own 'content-type' reading, so an HTML or empty error body does not hide the status.
  responseHandler: bodyOf,
});

/** Reads `{success:false, error:{code, message}}` when the server sent it. */
function serverError(body: unknown): { code?: string; message?: string } {
  if (!isObject(body) || !isObject(body.error)) return {};
  const { code, message } = body.error;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' && message.trim() ? message : undefined,
  };
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
      return networkError();
    case 'TIMEOUT_ERROR':
      return timeoutError();
    // A body that is not JSON (a proxy's HTML page, an empty 502): the status still says why.
    case 'PARSING_ERROR':
      return error.originalStatus >= 200 && error.originalStatus < 300
        ? invalidResponseError()
        : httpError(error.originalStatus);
    case 'CUSTOM_ERROR':
      return invalidResponseError();
    default:
      return httpError(error.status, serverError(error.data));
  }
}

/** A failed call as the field reports it: by cause, and the HTTP status when there was one. */
function failureOf(error: ApiError): CallFailure {
  if (error.status === 'INVALID_RESPONSE') return 'unreadable';
  if (error.cause === 'network') return 'offline';
  if (error.cause === 'timeout' || error.cause === 'server') return error.cause;
  return 'refused';
}
const statusOf = (error: ApiError) => (typeof error.status === 'number' ? error.status : undefined);

/**
 * Every call goes through here: attaches the bearer token, unwraps `{success, data}` once,
 * turns every failure shape into one ApiError, and logs the user out on a 401.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const status = result.meta?.response?.status;

  // The offline banner follows what calls meet, not what the browser claims (navigator.onLine says
  // true on a café's Wi-Fi that carries nothing): a failure for the network raises it, any answer
  // from the server lowers it. Each failure in a row also lengthens the screens' next pause before
  // they ask again by themselves (use-retry-while-on-view.ts).
  const { networkDown, failuresInRow } = (api.getState() as StateWithSession).appStatus;
  const reachedServer = result.meta?.response !== undefined;
  if (reachedServer && (networkDown || failuresInRow > 0)) api.dispatch(networkRestored());

  if (result.error) {
    const error = toApiError(result.error);
    report({
      kind: 'call',
      endpoint: api.endpoint,
      cause: failureOf(error),
      status: statusOf(error),
    });
    if (error.cause === 'network') api.dispatch(networkFailed());
    else if (error.cause === 'timeout') api.dispatch(callTimedOut());
    const hadToken = Boolean((api.getState() as StateWithSession).session.accessToken);
    if (error.status === 401 && hadToken) api.dispatch(loggedOut('expired'));
    return { error, meta: result.meta };
  }

  const body = result.data;
  if (!isObject(body) || body.success !== true || !('data' in body)) {
    // A 2xx that says success:false is a refusal in the server's words.
    if (isObject(body) && body.success === false) {
      const { code, message } = serverError(body);
      const refused = httpError(400, { code: code ?? 'REQUEST_FAILED', message });
      report({ kind: 'call', endpoint: api.endpoint, cause: 'refused', status });
      return { error: { ...refused, status: status ?? refused.status }, meta: result.meta };
    }
    report({ kind: 'call', endpoint: api.endpoint, cause: 'unreadable', status });
    return { error: invalidResponseError(), meta: result.meta };
  }
  return { data: body.data, meta: result.meta };
};
