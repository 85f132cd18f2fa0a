/**
 * Build-time settings. webpack's DefinePlugin replaces `process.env.X` with literals, so a
 * production bundle built without MOCK_API drops the demo-backend branch entirely.
 * In Jest they come from the real process environment.
 */
export const env = {
  /** Origin of the API, without a trailing slash. '' = same origin. */
  apiBaseUrl: (process.env.API_BASE_URL ?? '').replace(/\/+$/, ''),
  mockApi: process.env.MOCK_API === 'true',
} as const;

export const apiRoot = `${env.apiBaseUrl}/api/v1`;
