import { OFF_CONTRACT_HEADER } from '@scripts/openapi/watch';

/** fetch helpers for handler tests: absolute URLs, as the app uses in Jest. */
export const api = 'http://localhost/api/v1';

export async function loginAs(loginId: string, password = 'demo1234!'): Promise<string> {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ loginId, password }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * For a request that leaves the contract on purpose (no token, an unknown filter, an empty body),
 * to prove the demo backend refuses it: the suite's contract check (src/test/contract-watch.ts)
 * lets it and its answer pass.
 */
export const offContract = { [OFF_CONTRACT_HEADER]: '1' };

export function postJson(path: string, body: unknown, token?: string) {
  return fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
}
