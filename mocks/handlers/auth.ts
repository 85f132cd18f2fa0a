import { http } from 'msw';
import { checkLoginId, issueTokens, login, signUp } from '@mocks/db/users';
import { readForm, readJson, route } from './respond';

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? value : undefined;
};

export const authHandlers = [
  http.post(
    '*/api/v1/users/check-id',
    route(async ({ request, state }) => {
      const body = await readJson(request);
      checkLoginId(state, body.loginId);
      return null;
    }),
  ),

  http.post(
    '*/api/v1/auth/sign-up',
    route(async ({ request, state, now }) => {
      const form = await readForm(request);
      const user = signUp(
        state,
        {
          loginId: text(form, 'loginId'),
          password: text(form, 'password'),
          job: text(form, 'job'),
          birth: text(form, 'birth'),
          phoneNumber: text(form, 'phoneNumber'),
          walletAddr: text(form, 'walletAddr'),
          name: text(form, 'name'),
        },
        now,
      );
      return issueTokens(state, user.userId, now);
    }),
  ),

  http.post(
    '*/api/v1/auth/login',
    route(async ({ request, state, now }) => {
      const body = await readJson(request);
      return login(state, body.loginId, body.password, now);
    }),
  ),
];
