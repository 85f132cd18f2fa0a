import { act, screen, waitFor, within } from '@testing-library/react';
import { makeStore, startPersistence } from '@/app/store';
import { api } from '@/shared/api/api';
import { loggedInState, renderApp } from '@/test/render-app';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<string, void>({ queryFn: () => ({ data: 'cached' }) }),
  }),
});

test('anonymous: login required, a wallet item and a login button', async () => {
  const { user, location } = renderApp('/menu');
  expect(await screen.findByRole('heading', { name: '로그인이 필요합니다' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '내 지갑' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '로그인' }));
  await waitFor(() => expect(location()).toBe('/login'));
});

test('anonymous: the wallet asks to log in first, and comes back to the wallet', async () => {
  const { user, location } = renderApp('/menu');
  await user.click(await screen.findByRole('button', { name: '내 지갑' }));
  expect(
    await screen.findByRole('dialog', { name: '로그인 시 열람 가능합니다.' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '로그인' }));
  await waitFor(() => expect(location()).toBe('/login?next=%2Fwallet'));
});

test('logged in: my profile names the login id, the wallet is a link, and a logout button', async () => {
  const { user, location } = renderApp('/menu', {
    preloadedState: { session: { ...loggedInState.session, loginId: 'borrower1' } },
  });
  const profile = await screen.findByRole('region', { name: '내 프로필' });
  expect(within(profile).getByText('로그인한 아이디')).toBeInTheDocument();
  expect(within(profile).getByText('borrower1')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '내 지갑' }));
  await waitFor(() => expect(location()).toBe('/wallet'));
});

test('a session kept from before login ids were kept says only that someone is logged in', async () => {
  renderApp('/menu', { preloadedState: loggedInState });
  const profile = await screen.findByRole('region', { name: '내 프로필' });
  expect(within(profile).getByText('로그인되어 있어요.')).toBeInTheDocument();
});

test('the login id is kept with the session across a reload and is gone at logout', async () => {
  localStorage.setItem('accessToken', 'stored-access');
  localStorage.setItem('refreshToken', 'stored-refresh');
  localStorage.setItem('loginId', 'investor1');
  const store = makeStore();
  const persistence = startPersistence(store);
  const { user } = renderApp('/menu', { store });
  expect(await screen.findByText('investor1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '로그아웃' }));
  await screen.findByRole('dialog', { name: '정말 로그아웃 하시겠습니까?' });
  await user.click(screen.getByRole('button', { name: '로그아웃' }));
  await waitFor(() => expect(localStorage.getItem('loginId')).toBeNull());
  expect(store.getState().session.loginId).toBeNull();
  act(() => persistence.stop());
});

test('cancelling the logout dialog keeps the user logged in', async () => {
  const { user, store, location } = renderApp('/menu', { preloadedState: loggedInState });
  await user.click(await screen.findByRole('button', { name: '로그아웃' }));
  const dialog = await screen.findByRole('dialog', { name: '정말 로그아웃 하시겠습니까?' });
  await user.click(screen.getByRole('button', { name: '취소' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(store.getState().session.accessToken).toBe('test-access-token');
  expect(location()).toBe('/menu');
});

test('logout after confirming removes both tokens, clears cached data and goes to /main', async () => {
  localStorage.setItem('accessToken', 'stored-access');
  localStorage.setItem('refreshToken', 'stored-refresh');
  const store = makeStore();
  const persistence = startPersistence(store);
  const { user, location } = renderApp('/menu', { store });
  expect(await screen.findByRole('heading', { name: '내 프로필' })).toBeInTheDocument();
  // Some cached server data that must not outlive the session.
  await store.dispatch(probeApi.endpoints.probe.initiate());
  expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: '로그아웃' }));
  await screen.findByRole('dialog', { name: '정말 로그아웃 하시겠습니까?' });
  await user.click(screen.getByRole('button', { name: '로그아웃' }));

  await waitFor(() => expect(location()).toBe('/main'));
  expect(store.getState().session).toMatchObject({ accessToken: null, refreshToken: null });
  await waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull());
  expect(localStorage.getItem('refreshToken')).toBeNull();
  // The session's data is gone. Home, where logout lands, may already have its own list again.
  expect(
    Object.keys(store.getState().api.queries).filter((key) => !key.startsWith('getContracts(')),
  ).toEqual([]);
  act(() => persistence.stop());
});
