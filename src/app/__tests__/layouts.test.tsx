import { act, screen, waitFor, within } from '@testing-library/react';
import { patterns } from '@/shared/config/paths';
import { routeFacts } from '@/shared/config/route-facts';
import { routeFactsOf } from '@/shared/config/route-match';
import { draftUpdated } from '@/shared/registration-draft/draft-slice';
import { useHeaderAction } from '@/shared/ui/header-action';
import {
  filledSong,
  JPEG_DATA_URL,
  PNG_DATA_URL,
  stateWithDraft,
} from '@/features/nft-register/__tests__/register-test-utils';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { loggedInState, renderApp } from '@/test/render-app';
import { Route, Routes, type RouteObject } from 'react-router-dom';
import { SubPageLayout } from '@/app/layouts/SubPageLayout';
import { appRoutes } from '@/app/routes';

const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '7');

// Route objects, not DOM nodes: the root's two layout groups and the paths under each.
const { children: groups = [] } = appRoutes[0];
const [tabbedGroup, subGroup] = groups;
const pathsOf = ({ children: pages = [] }: RouteObject) => pages.map((route) => route.path);
const routes = Object.values(routeFacts);

describe('route tree', () => {
  it('has one route for every path of the registry, and a not-found route', () => {
    expect([...pathsOf(tabbedGroup), ...pathsOf(subGroup)].sort()).toEqual(
      [...Object.values(patterns), '*'].sort(),
    );
  });

  it.each(Object.entries(routeFacts))(
    '%s names a page module that exists and renders a screen',
    async (_key, { screen }) => {
      const page = (await import(`@/features/${screen}`)) as { default: unknown };
      expect(typeof page.default).toBe('function');
    },
  );

  it('puts exactly the spec’s tabbed group in the tabbed layout', () => {
    expect(pathsOf(tabbedGroup)).toEqual(['/', '/main', '/myNft', '/contract', '/adjustment']);
  });

  it.each(routes.filter((r) => r.layout === 'sub').map((r) => [r.path]))(
    '%s opens in the sub-page layout with its title and a back arrow',
    async (pattern) => {
      renderApp(concrete(pattern), { store: await storeLoggedInAs('borrower1') });
      const header = await screen.findByRole('banner');
      expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(
        routeFactsOf(concrete(pattern)).title,
      );
      expect(within(header).getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['/', '홈'],
    ['/main', '홈'],
    ['/myNft', '내 음악'],
    ['/contract', '홈'],
    ['/adjustment', '정산 관리'],
  ])('%s opens in the tabbed layout with the %s tab selected', async (url, tab) => {
    renderApp(url, { store: await storeLoggedInAs('borrower1') });
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    expect(within(nav).getByRole('button', { name: tab })).toHaveAttribute('aria-current', 'page');
    for (const other of ['홈', '내 음악', '정산 관리'].filter((t) => t !== tab)) {
      expect(within(nav).getByRole('button', { name: other })).not.toHaveAttribute('aria-current');
    }
  });

  it('shows a Korean not-found screen for an unknown address', async () => {
    renderApp('/no-such-screen');
    expect(
      await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다.' }),
    ).toBeVisible();
  });
});

describe('tabbed layout header', () => {
  it('logo goes to /main and the menu icon to /menu', async () => {
    const { user, location } = renderApp('/myNft', { store: await storeLoggedInAs('borrower1') });
    await user.click(await screen.findByRole('link', { name: '뮤직론 홈으로' }));
    expect(location()).toBe('/main');
    await user.click(screen.getByRole('link', { name: '전체 메뉴' }));
    expect(location()).toBe('/menu');
  });

  it('the heart opens the watchlist (관심 대출)', async () => {
    const { user, location } = renderApp('/main');
    await user.click(await screen.findByRole('link', { name: '관심 대출' }));
    await waitFor(() => expect(location()).toBe('/watchlist'));
    expect(await screen.findByText('관심 대출이 없어요.')).toBeInTheDocument();
  });

  it('logged-in users move between the three tabs', async () => {
    // A real demo session: the tabs' screens call the API, which refuses a made-up token.
    const { user, location } = renderApp('/main', { store: await storeLoggedInAs('borrower1') });
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    await user.click(within(nav).getByRole('button', { name: '내 음악' }));
    expect(location()).toBe('/myNft');
    await user.click(within(nav).getByRole('button', { name: '정산 관리' }));
    expect(location()).toBe('/adjustment');
    await user.click(within(nav).getByRole('button', { name: '홈' }));
    expect(location()).toBe('/main');
  });
});

describe('sub-page back rules', () => {
  it('back on music-basic resets the registration form and leaves to /myNft', async () => {
    const { user, store, location } = renderApp(patterns.registerBasic, {
      store: await storeLoggedInAs('borrower1'),
      history: ['/main'],
    });
    act(() => store.dispatch(draftUpdated({ title: '봄날의 노래' })));
    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    expect(location()).toBe('/myNft');
    expect(store.getState().registrationDraft.title).toBe('');
  });

  it('back on confirm goes to image-upload, whatever came before', async () => {
    // A draft that has reached confirm (the wizard sends an incomplete one back to its step).
    const { user, store, location } = renderApp(patterns.registerConfirm, {
      preloadedState: stateWithDraft({
        ...filledSong,
        imageBase64: PNG_DATA_URL,
        imageFileName: 'cover.png',
        croppedBase64: JPEG_DATA_URL,
        ethPrice: '1.2345',
        wonPrice: '5430000',
      }),
      history: ['/main'],
    });
    act(() => store.dispatch(draftUpdated({ title: '봄날의 노래' })));
    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    expect(location()).toBe(patterns.registerImageUpload);
    expect(store.getState().registrationDraft.title).toBe('봄날의 노래');
  });

  it('back elsewhere goes one step back in history', async () => {
    const { user, location } = renderApp('/menu', { history: ['/main', '/loan-apply/progress/3'] });
    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    expect(location()).toBe('/loan-apply/progress/3');
  });

  it('back on a screen opened directly goes home instead of leaving the app', async () => {
    const { user, location } = renderApp('/menu');
    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    expect(location()).toBe('/main');
  });
});

describe('crop page confirm button', () => {
  function CropProbe({ onConfirm }: { onConfirm: () => void }) {
    useHeaderAction({ label: '확인', onClick: onConfirm });
    return null;
  }

  it('is shown only on the crop page', async () => {
    renderApp('/nft/register/image-upload', { preloadedState: loggedInState });
    await screen.findByRole('heading', { level: 1, name: /^NFT 등록/ });
    expect(screen.queryByRole('button', { name: '확인' })).not.toBeInTheDocument();
  });

  it('runs the action the crop page registers, and is disabled until it does', async () => {
    const onConfirm = jest.fn();
    const { user } = renderApp(
      <Routes>
        <Route element={<SubPageLayout />}>
          <Route path={patterns.imageCrop} element={<CropProbe onConfirm={onConfirm} />} />
          <Route path={patterns.registerImageUpload} element={null} />
        </Route>
      </Routes>,
      // The crop page is for members: the layout's guard would ask a visitor to log in first.
      { url: patterns.imageCrop, preloadedState: loggedInState },
    );
    await user.click(await screen.findByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('is disabled while the page has registered no action', async () => {
    renderApp(
      <Routes>
        <Route element={<SubPageLayout />}>
          <Route path={patterns.imageCrop} element={null} />
        </Route>
      </Routes>,
      { url: patterns.imageCrop, preloadedState: loggedInState },
    );
    expect(await screen.findByRole('button', { name: '확인' })).toBeDisabled();
  });
});

describe('scroll position', () => {
  it('scrolls to top on every route change', async () => {
    const { user } = renderApp('/main', { store: await storeLoggedInAs('borrower1') });
    await screen.findByRole('navigation', { name: '주요 메뉴' });
    const scrollTo = window.scrollTo as jest.Mock;
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: '내 음악' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: '전체 메뉴' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
