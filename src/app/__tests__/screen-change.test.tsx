import { screen, waitFor } from '@testing-library/react';
import { routeFacts, screenTitle } from '@/shared/config/route-facts';
import { routeFactsOf } from '@/shared/config/route-match';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { renderApp } from '@/test/render-app';

// A session the demo backend issued: a made-up token would meet a 401 on the members' screens, and
// the logout it brings raced the assertions (once in a loaded CI run, the login screen won).
const signedIn = () => storeLoggedInAs('investor1');

describe('page titles (KWCAG 2.4.2)', () => {
  it('names every screen apart from every other, in Korean', () => {
    // Two addresses of one page module (/ and /main; the contract's two addresses) are one screen.
    const moduleNamed = new Map<string, string>();
    for (const { screen: module, name } of Object.values(routeFacts)) {
      expect(name).toMatch(/[가-힣]/);
      expect(moduleNamed.get(name) ?? module).toBe(module);
      moduleNamed.set(name, module);
    }
    expect(routeFactsOf('/no/such/screen').name).toBe('페이지를 찾을 수 없음');
  });

  it.each([
    ['/main', '홈 - 뮤직론'],
    ['/login', '로그인 - 뮤직론'],
    ['/investment-input/108', '투자 정보 입력 - 뮤직론'],
    ['/no/such/screen', '페이지를 찾을 수 없음 - 뮤직론'],
  ])('%s is titled %s', async (url, title) => {
    renderApp(url, { store: await signedIn() });
    await waitFor(() => expect(document.title).toBe(title));
    expect(screenTitle(routeFactsOf(url))).toBe(title);
  });
});

describe('a screen change is heard (KWCAG 2.4.3)', () => {
  it('leaves focus to the browser on the first screen of a visit', async () => {
    renderApp('/main');
    await screen.findAllByRole('article');
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new screen’s heading, and back returns it to the card it left', async () => {
    const { user, location } = renderApp('/main');
    const card = await screen.findByRole('link', { name: '라일락 향기' });
    await user.click(card);
    await waitFor(() => expect(location()).toBe('/loan-apply/progress/109'));
    // The address changes first; the screen arrives once its code has (later on a busy machine).
    const heading = await screen.findByRole('heading', { level: 1, name: '대출 신청 현황' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('대출 신청 현황 - 뮤직론');

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(location()).toBe('/main'));
    await waitFor(() => expect(screen.getByRole('link', { name: '라일락 향기' })).toHaveFocus());
    expect(document.title).toBe('홈 - 뮤직론');
  });

  it('focuses a tabbed screen’s own heading after a tab tap', async () => {
    const { user, location } = renderApp('/main', { store: await signedIn() });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: '내 음악' }));
    await waitFor(() => expect(location()).toBe('/myNft'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: '내 음악' })).toHaveFocus(),
    );
  });

  it('reads a screen’s own name on its header, not only its group’s', async () => {
    renderApp('/investment-input/108', { store: await signedIn() });
    expect(
      await screen.findByRole('heading', { level: 1, name: '투자 진행 - 투자 정보 입력' }),
    ).toHaveTextContent(/^투자 진행$/);
  });

  it('keeps focus where the new screen put it (search opens for typing)', async () => {
    const { user, location } = renderApp('/watchlist', { history: ['/search'] });
    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(location()).toBe('/search'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '곡명 또는 가수명 검색' })).toHaveFocus(),
    );
  });
});
