import { api, bearer, offContract, postJson } from './client';

describe('bearer token', () => {
  it.each([
    ['GET', '/me/copyrights'],
    ['GET', '/me/invest/copyrights'],
    ['GET', '/me/contracts/confirmed?status=UPCOMING&role=LENDER'],
    ['POST', '/copyrights/predict'],
    ['POST', '/contracts/103/invest'],
    ['POST', '/contracts/101/loans/agreement'],
  ])('%s %s answers 401 without a token and with an unknown one', async (method, path) => {
    const init = (headers: Record<string, string>) => ({
      method,
      headers: { 'Content-Type': 'application/json', ...offContract, ...headers },
      body: method === 'POST' ? '{}' : undefined,
    });
    const missing = await fetch(`${api}${path}`, init({}));
    expect(missing.status).toBe(401);
    expect((await missing.json()).success).toBe(false);
    const unknown = await fetch(`${api}${path}`, init(bearer('not-a-token')));
    expect(unknown.status).toBe(401);
  });

  it('leaves the public reads open', async () => {
    expect((await fetch(`${api}/contracts`)).status).toBe(200);
    expect((await fetch(`${api}/contracts/103`)).status).toBe(200);
    expect((await postJson('/users/check-id', { loginId: 'free1' })).status).toBe(200);
  });
});
