/** The one error shape every endpoint rejects with (spec §7, api-contract "Transport"). */
export interface ApiError {
  /** HTTP status, or a reason when there was no usable HTTP answer. */
  status: number | 'NETWORK' | 'INVALID_RESPONSE' | 'TIMEOUT';
  /** Server error code when it sent one (api-contract error body), else a client-side code. */
  code: string;
  /** A message a person can read, in Korean. */
  message: string;
}

export const GENERIC_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';
export const NETWORK_ERROR_MESSAGE = '네트워크 연결을 확인한 뒤 다시 시도해주세요.';
export const INVALID_RESPONSE_MESSAGE =
  '서버 응답을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.';
export const SESSION_EXPIRED_MESSAGE = '로그인이 만료되었습니다. 다시 로그인해주세요.';

/** A response whose data failed its schema (wrong type, missing field). */
export const invalidResponseError = (): ApiError => ({
  status: 'INVALID_RESPONSE',
  code: 'INVALID_RESPONSE',
  message: INVALID_RESPONSE_MESSAGE,
});

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'code' in value &&
    'message' in value &&
    typeof (value as ApiError).message === 'string'
  );
}

/** The message to show for any error a hook or `unwrap()` hands back. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  return isApiError(error) ? error.message : fallback;
}
