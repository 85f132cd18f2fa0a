/**
 * Why a call failed, from the user's side of the screen. Every screen words a failure from this one
 * classification (issue: errors by cause), so a 5xx never reads as "not found" and a timeout never
 * reads as a refusal.
 */
export type ErrorCause =
  | 'network'
  | 'timeout'
  | 'server'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'rejected';

/** The one error shape every endpoint rejects with (spec §7, api-contract "Transport"). */
export interface ApiError {
  /** HTTP status, or a reason when there was no usable HTTP answer. */
  status: number | 'NETWORK' | 'INVALID_RESPONSE' | 'TIMEOUT';
  /** Server error code when it sent one (api-contract error body), else a client-side code. */
  code: string;
  cause: ErrorCause;
  /** A message a person can read, in Korean: the server's own for refusals, ours otherwise. */
  message: string;
}

export const CAUSE_MESSAGES: Record<ErrorCause, string> = {
  network: '인터넷 연결이 끊겼어요. 연결을 확인한 뒤 다시 시도해주세요.',
  timeout: '서버 응답이 늦어지고 있어요. 잠시 후 다시 시도해주세요.',
  server: '서버에 문제가 있어요. 잠시 후 다시 시도해주세요.',
  unauthorized: '로그인이 만료되었어요. 다시 로그인해주세요.',
  forbidden: '이 정보에 접근할 권한이 없어요.',
  notFound: '요청한 정보를 찾을 수 없어요.',
  conflict: '다른 요청과 겹쳐 처리하지 못했어요. 새로고침한 뒤 다시 확인해주세요.',
  rejected: '요청을 처리할 수 없어요. 입력한 내용을 확인해주세요.',
};

/**
 * What a screen says while it asks again by itself (shared/hooks/use-retry-while-on-view.ts): only
 * what will really happen, and the button to try at once stays beside it.
 */
export const RETRYING_MESSAGES = {
  network: '인터넷 연결이 끊겼어요. 연결되는 대로 다시 불러올게요.',
  timeout: '서버 응답이 늦어지고 있어요. 잠시 후 다시 불러올게요.',
} satisfies Partial<Record<ErrorCause, string>>;

/** Used where no ApiError reached the screen at all (a thrown bug, not a server answer). */
export const GENERIC_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

/** The cause of an HTTP status; anything the server answered that is not 2xx or a known 4xx. */
export function causeOfStatus(status: number): ErrorCause {
  if (status >= 500) return 'server';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'notFound';
  if (status === 408) return 'timeout';
  if (status === 409) return 'conflict';
  return 'rejected';
}

/** Causes where the server's own words are better than ours (it says what it refused and why). */
const SERVER_WORDS: ReadonlySet<ErrorCause> = new Set([
  'rejected',
  'conflict',
  'forbidden',
  'notFound',
]);

/** One error from an HTTP status and the server's `{error:{code, message}}`, when it sent one. */
export function httpError(
  status: number,
  server: { code?: string; message?: string } = {},
): ApiError {
  const cause = causeOfStatus(status);
  return {
    status,
    code: server.code ?? `HTTP_${status}`,
    cause,
    message: (SERVER_WORDS.has(cause) && server.message) || CAUSE_MESSAGES[cause],
  };
}

export const networkError = (): ApiError => ({
  status: 'NETWORK',
  code: 'NETWORK_ERROR',
  cause: 'network',
  message: CAUSE_MESSAGES.network,
});

export const timeoutError = (): ApiError => ({
  status: 'TIMEOUT',
  code: 'TIMEOUT',
  cause: 'timeout',
  message: CAUSE_MESSAGES.timeout,
});

/** A 2xx whose body is not the envelope, or whose data failed its schema: the server's fault. */
export const invalidResponseError = (): ApiError => ({
  status: 'INVALID_RESPONSE',
  code: 'INVALID_RESPONSE',
  cause: 'server',
  message: CAUSE_MESSAGES.server,
});

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'code' in value &&
    'cause' in value &&
    typeof (value as ApiError).message === 'string'
  );
}

/** The cause of anything a hook or `unwrap()` hands back; a non-ApiError is treated as ours. */
export function errorCause(error: unknown): ErrorCause | null {
  return isApiError(error) ? error.cause : null;
}

interface Retrying {
  /** The screen is asking again by itself. */
  retrying?: boolean;
}

export interface ErrorWording {
  /** What this screen calls a missing thing ("저작권 정보를 찾을 수 없습니다."). */
  notFound?: string;
}

/** The message to show for any error a hook or `unwrap()` hands back. */
export function errorMessage(error: unknown, wording: ErrorWording & Retrying = {}): string {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  if (wording.retrying) {
    return (RETRYING_MESSAGES as Partial<Record<ErrorCause, string>>)[error.cause] ?? error.message;
  }
  if (error.cause === 'notFound' && wording.notFound) return wording.notFound;
  return error.message;
}

/**
 * The request may have reached the server and done its work while the answer never arrived (timeout,
 * dropped connection, a gateway that gave up, a garbled body). For a call that moves money this is
 * "we don't know yet", never "failed": the caller re-checks the server.
 */
export function isAnswerLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.cause === 'network' || error.cause === 'timeout') return true;
  if (error.status === 'INVALID_RESPONSE') return true;
  return error.status === 502 || error.status === 503 || error.status === 504;
}
