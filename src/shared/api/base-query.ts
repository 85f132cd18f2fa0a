import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { apiRoot } from '../config/env';
import { loggedOut } from '../session/session-slice';
import {
  type ApiError,
  GENERIC_ERROR_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './api-error';

interface StateWithSession {
  session: { accessToken: string | null };
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
    const token = (getState() as StateWithSession).session.accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
  // Parse by content type so an HTML or empty error body does not hide the HTTP status.
  responseHandler: 'content-type',
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
      return { status: 'NETWORK', code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE };
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT', code: 'TIMEOUT', message: NETWORK_ERROR_MESSAGE };
    case 'PARSING_ERROR':
      return {
        status: error.originalStatus,
        code: error.originalStatus === 401 ? 'UNAUTHORIZED' : 'INVALID_RESPONSE',
        message: error.originalStatus === 401 ? SESSION_EXPIRED_MESSAGE : INVALID_RESPONSE_MESSAGE,
      };
    case 'CUSTOM_ERROR':
      return {
        status: 'INVALID_RESPONSE',
        code: 'INVALID_RESPONSE',
        message: INVALID_RESPONSE_MESSAGE,
      };
    default: {
      const { code, message } = serverError(error.data);
      return {
        status: error.status,
        code: code ?? `HTTP_${error.status}`,
        message:
          message ?? (error.status === 401 ? SESSION_EXPIRED_MESSAGE : GENERIC_ERROR_MESSAGE),
      };
    }
  }
}

const invalid = (): { error: ApiError } => ({
  error: {
    status: 'INVALID_RESPONSE',
    code: 'INVALID_RESPONSE',
    message: INVALID_RESPONSE_MESSAGE,
  },
});

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

  if (result.error) {
    const error = toApiError(result.error);
    const hadToken = Boolean((api.getState() as StateWithSession).session.accessToken);
    if (error.status === 401 && hadToken) api.dispatch(loggedOut());
    return { error, meta: result.meta };
  }

  const body = result.data;
  if (!isObject(body) || body.success !== true || !('data' in body)) {
    if (isObject(body) && body.success === false) {
      const { code, message } = serverError(body);
      return {
        error: {
          status: status ?? 'INVALID_RESPONSE',
          code: code ?? 'REQUEST_FAILED',
          message: message ?? GENERIC_ERROR_MESSAGE,
        },
        meta: result.meta,
      };
    }
    return { ...invalid(), meta: result.meta };
  }
  return { data: body.data, meta: result.meta };
};
