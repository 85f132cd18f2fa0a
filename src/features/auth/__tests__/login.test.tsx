import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { makeStore, startPersistence } from '@/app/store';
import { composeStories } from '@storybook/react';
import { renderApp, renderStory } from '@/test/render-app';
import * as stories from '@/features/auth/pages/LoginPage.stories';
import { safeNext } from '@/features/auth/safe-next';
import { expectWarnings } from '@/test/console';

const LOGIN_URL = 'http://localhost/api/v1/auth/login';
const { Loaded, ServerError, WrongPassword } = composeStories(stories);

async function fillLogin(
  user: ReturnType<typeof renderApp>['user'],
  loginId: string,
  password: string,
) {
  await user.type(await screen.findByRole('textbox', { name: '아이디' }), loginId);
  await user.type(screen.getByLabelText('비밀번호'), password);
}

const loginButton = () => screen.getByRole('button', { name: '로그인' });

test('logs in with a demo account, stores both tokens and lands on /main', async () => {
  const store = makeStore();
  const persistence = startPersistence(store);
  const { user, location } = renderApp('/login', { store });
  expect(await screen.findByRole('textbox', { name: '아이디' })).toHaveAttribute(
    'autocomplete',
    'username',
  );
  expect(screen.getByLabelText('비밀번호')).toHaveAttribute('autocomplete', 'current-password');
  expect(loginButton()).toBeDisabled();

  await fillLogin(user, 'borrower1', 'demo1234!');
  await user.click(loginButton());

  expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
  expect(location()).toBe('/main');
  const { accessToken, refreshToken } = store.getState().session;
  expect(accessToken).toEqual(expect.any(String));
  await waitFor(() => expect(localStorage.getItem('accessToken')).toBe(accessToken));
  expect(localStorage.getItem('refreshToken')).toBe(refreshToken);
  act(() => persistence.stop());
});

test('sends the id and password as JSON', async () => {
  let body: unknown;
  server.use(
    http.post(LOGIN_URL, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: true, data: { accessToken: 'a1', refreshToken: 'r1' } });
    }),
  );
  const { user, store } = renderApp('/login');
  await fillLogin(user, 'investor1', 'demo1234!');
  await user.click(loginButton());
  await screen.findByRole('heading', { name: '홈' });
  expect(body).toEqual({ loginId: 'investor1', password: 'demo1234!' });
  // The id typed is kept with the session: 내 프로필 says who is signed in.
  expect(store.getState().session).toEqual({
    accessToken: 'a1',
    refreshToken: 'r1',
    loginId: 'investor1',
  });
});

test('returns to the screen that asked for login (next)', async () => {
  const { user, location } = renderApp('/login?next=%2Fadjustment');
  await fillLogin(user, 'investor1', 'demo1234!');
  await user.click(loginButton());
  await waitFor(() => expect(location()).toBe('/adjustment'));
});

test('a members-only screen sends an anonymous user through login and back', async () => {
  const { user, location } = renderApp('/repayment-received');
  await user.click(await screen.findByRole('button', { name: '로그인' }));
  await waitFor(() => expect(location()).toBe('/login?next=%2Frepayment-received'));
  await fillLogin(user, 'investor1', 'demo1234!');
  await user.click(loginButton());
  await waitFor(() => expect(location()).toBe('/repayment-received'));
});

test.each([
  ['https://evil.example', '/main'],
  ['//evil.example', '/main'],
  ['/\\evil.example', '/main'],
  ['/\t/evil.example', '/main'],
  ['/login', '/main'],
  ['/signup/basic', '/main'],
  [null, '/main'],
  ['/myNft?tab=invest', '/myNft?tab=invest'],
])('next %p is followed only to in-app paths → %s', (next, expected) => {
  expect(safeNext(next)).toBe(expected);
});

test('an outside next is ignored: lands on /main', async () => {
  const { user, location } = renderApp(`/login?next=${encodeURIComponent('//evil.example')}`);
  await fillLogin(user, 'investor1', 'demo1234!');
  await user.click(loginButton());
  await waitFor(() => expect(location()).toBe('/main'));
});

test('a wrong password shows the spec message and keeps the user on the form', async () => {
  const { user, store, location } = await renderStory(WrongPassword);
  await fillLogin(user, 'borrower1', 'wrong123!');
  await user.click(loginButton());
  expect(await screen.findByText('아이디 혹은 비밀번호를 다시 확인해주세요.')).toBeInTheDocument();
  expect(location()).toBe('/login');
  expect(store.getState().session.accessToken).toBeNull();
  expect(screen.getByRole('textbox', { name: '아이디' })).toHaveValue('borrower1');
});

test('a server failure says what went wrong instead of blaming the password', async () => {
  server.use(
    http.post(LOGIN_URL, () => new HttpResponse('<html>bad gateway</html>', { status: 502 })),
  );
  const { user } = renderApp('/login');
  await fillLogin(user, 'borrower1', 'demo1234!');
  await user.click(loginButton());
  expect(
    await screen.findByText('서버에 문제가 있어요. 잠시 후 다시 시도해주세요.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('아이디 혹은 비밀번호를 다시 확인해주세요.')).not.toBeInTheDocument();
});

test('a 500 with the error envelope says the server is at fault too, and keeps the form', async () => {
  const { user, store } = await renderStory(ServerError);
  await fillLogin(user, 'borrower1', 'demo1234!');
  await user.click(loginButton());
  expect(
    await screen.findByText('서버에 문제가 있어요. 잠시 후 다시 시도해주세요.'),
  ).toBeInTheDocument();
  expect(store.getState().session.accessToken).toBeNull();
  expect(screen.getByRole('textbox', { name: '아이디' })).toHaveValue('borrower1');
});

test('a malformed token response is a handled error, not a login', async () => {
  expectWarnings('Response of login is not usable: refreshToken must be defined');
  server.use(
    http.post(LOGIN_URL, () => HttpResponse.json({ success: true, data: { accessToken: 42 } })),
  );
  const { user, store } = renderApp('/login');
  await fillLogin(user, 'borrower1', 'demo1234!');
  await user.click(loginButton());
  expect(
    await screen.findByText('서버에 문제가 있어요. 잠시 후 다시 시도해주세요.'),
  ).toBeInTheDocument();
  expect(store.getState().session.accessToken).toBeNull();
});

test('the login button is disabled while the request is in flight', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(LOGIN_URL, async () => {
      await gate;
      return HttpResponse.json({ success: true, data: { accessToken: 'a', refreshToken: 'r' } });
    }),
  );
  const { user } = renderApp('/login');
  await fillLogin(user, 'borrower1', 'demo1234!');
  await user.click(loginButton());
  expect(await screen.findByRole('button', { name: '로그인 중...' })).toBeDisabled();
  release();
  expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
});

test('the sign-up button goes to /signup/basic', async () => {
  const { user, location } = await renderStory(Loaded);
  await user.click(await screen.findByRole('link', { name: '회원가입' }));
  expect(
    await screen.findByRole('heading', { name: '아이디와 비밀번호를 입력해주세요' }),
  ).toBeInTheDocument();
  expect(location()).toBe('/signup/basic');
});
