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

export function postJson(path: string, body: unknown, token?: string) {
  return fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
}
