import { screen, waitFor } from '@testing-library/react';
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

test('anonymous: the wallet asks to log in first', async () => {
  const { user, location } = renderApp('/menu');
  await user.click(await screen.findByRole('button', { name: '내 지갑' }));
  expect(
    await screen.findByRole('dialog', { name: '로그인 시 열람 가능합니다.' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '로그인' }));
  await waitFor(() => expect(location()).toBe('/login?next=%2Fmenu'));
});

test('logged in: my profile, the wallet item and a logout button', async () => {
  const { user } = renderApp('/menu', { preloadedState: loggedInState });
  expect(await screen.findByRole('heading', { name: '내 프로필' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '내 지갑' }));
  expect(await screen.findByText('내 지갑은 곧 만나보실 수 있어요.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
});

test('the wallet notice stays until closed: no time limit on reading it (KWCAG 6.2.1)', async () => {
  const { user } = renderApp('/menu', { preloadedState: loggedInState });
  await user.click(await screen.findByRole('button', { name: '내 지갑' }));
  const notice = await screen.findByText('내 지갑은 곧 만나보실 수 있어요.');
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(notice).toBeVisible();
  await user.click(screen.getByRole('button', { name: '닫기' }));
  await waitFor(() => expect(notice).not.toBeInTheDocument());
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
  persistence.stop();
});
