import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';

describe('anonymous users (spec §6)', () => {
  it('reach the home tab', async () => {
    const { user, location } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    await user.click(within(nav).getByRole('button', { name: '홈' }));
    expect(location()).toBe('/main');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['내 음악', '/myNft'],
    ['정산 관리', '/adjustment'],
  ])('tapping %s opens the login-required dialog instead', async (tab, target) => {
    const { user, location } = renderApp('/main');
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    await user.click(within(nav).getByRole('button', { name: tab }));

    const dialog = await screen.findByRole('dialog', { name: '로그인 시 열람 가능합니다.' });
    expect(location()).toBe('/main');

    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/main');

    await user.click(within(nav).getByRole('button', { name: tab }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '로그인' }),
    );
    expect(location()).toBe(`/login?next=${encodeURIComponent(target)}`);
  });

  it.each([
    '/myNft',
    '/adjustment',
    '/investment/3',
    '/servicing-repayment',
    '/nft/register/music-basic',
  ])('a deep link to %s asks them to log in and remembers where they were going', async (url) => {
    const { user, location } = renderApp(`${url}`);
    const dialog = await screen.findByRole('dialog', { name: '로그인 시 열람 가능합니다.' });
    await user.click(within(dialog).getByRole('button', { name: '로그인' }));
    expect(location()).toBe(`/login?next=${encodeURIComponent(url)}`);
  });

  it('cancelling the deep-link dialog goes home', async () => {
    const { user, location } = renderApp('/repayment-received');
    const dialog = await screen.findByRole('dialog', { name: '로그인 시 열람 가능합니다.' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(location()).toBe('/main');
  });

  it.each([
    '/',
    '/main',
    '/loan-apply/progress/3',
    '/nft/detail/3',
    '/login',
    '/signup/basic',
    '/menu',
  ])('browse %s without a dialog', async (url) => {
    renderApp(url);
    await screen.findByRole('banner');
    expect(
      screen.queryByRole('dialog', { name: '로그인 시 열람 가능합니다.' }),
    ).not.toBeInTheDocument();
  });
});

describe('logged-in users', () => {
  it('open members-only screens directly', async () => {
    renderApp('/adjustment', {
      preloadedState: { session: { accessToken: 'token', refreshToken: 'refresh' } },
    });
    await screen.findByRole('navigation', { name: '주요 메뉴' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
