import { makeStore, type AppStore, type PreloadedState } from '@/app/store';
import { apiRoot } from '@/shared/config/env';

/** The demo backend's seeded accounts (docs/api.md), each with the password demo1234!. */
export type DemoAccount = 'borrower1' | 'investor1' | 'borrower2' | 'investor2';

/**
 * A store signed in as a demo account, through the demo backend's own login: in Jest (MSW's
 * server) and in the component workshop (MSW's worker) alike; with `state` besides (a draft the
 * person had begun).
 */
export async function storeLoggedInAs(
  loginId: DemoAccount,
  state: PreloadedState = {},
): Promise<AppStore> {
  const response = await fetch(`${apiRoot}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ loginId, password: 'demo1234!' }),
  });
  const body = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
  return makeStore({ ...state, session: { ...body.data, loginId } });
}
