import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { CONTRACTS_URL, listItem } from '@/features/home/__tests__/home-test-utils';
import { drawsMui } from '@/app/boot/load-screen';
import { routeFacts } from '@/shared/config/route-facts';
import { muiDrawnElements } from '@/test/mui-markup';
import { renderApp } from '@/test/render-app';
import '@/features/home/pages/HomePage';
import { expectWarnings } from '@/test/console';

// Screens that load without MUI's theme (app/boot/load-screen.ts) must draw no MUI component in any
// state: one would be drawn in MUI's default theme, not the app's.

describe('screens drawn without MUI', () => {
  it("are home, on both its addresses, search, the watchlist, login and a contract's page", () => {
    const keys = Object.values(routeFacts)
      .filter((facts) => !drawsMui(facts.screen))
      .map((facts) => facts.path);
    expect(keys).toEqual(expect.arrayContaining(['/login']));
    expect(keys.filter((key) => key !== '/login')).toEqual([
      '/',
      '/main',
      '/search',
      '/watchlist',
      '/loan-apply/progress/:contractId',
    ]);
  });

  it('search and the watchlist draw no MUI component, with results, recent searches or kept loans', async () => {
    const { user } = renderApp('/search');
    await user.type(screen.getByRole('textbox', { name: '곡명 또는 가수명 검색' }), '별빛{Enter}');
    expect(await screen.findByRole('region', { name: '검색 결과 2건' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '별빛 정류장 관심 대출에 담기' }));
    await user.clear(screen.getByRole('textbox', { name: '곡명 또는 가수명 검색' }));
    expect(await screen.findByRole('region', { name: '최근 검색어' })).toBeInTheDocument();
    expect(muiDrawnElements()).toEqual([]);
  });

  it('the watchlist draws no MUI component, empty or not', async () => {
    renderApp('/watchlist');
    expect(screen.getByText('관심 대출이 없어요.')).toBeInTheDocument();
    expect(muiDrawnElements()).toEqual([]);
  });

  it('home draws no MUI component while loading, loaded, or with odd data', async () => {
    expectWarnings('[contractListSchema] contracts[].copyright.imageUrl: missing');
    server.use(
      http.get(CONTRACTS_URL, () =>
        HttpResponse.json({
          success: true,
          data: {
            contracts: [
              { ...listItem(1), copyright: { name: 'x'.repeat(300), imageUrl: '' } },
              { ...listItem(2), progress: '55.5', loanAmount: '13400000', interestRate: '0.29' },
            ],
          },
        }),
      ),
    );
    renderApp('/main');
    expect(screen.getByRole('status')).toHaveTextContent('데이터를 불러오는 중...');
    expect(muiDrawnElements()).toEqual([]);
    expect(await screen.findAllByRole('link', { name: '노래 2' })).not.toHaveLength(0);
    // The first card's cover is missing: its placeholder's note is a plain icon, not MUI's.
    expect(muiDrawnElements()).toEqual([]);
  });

  it('home draws no MUI component when its list fails, and its retry is a button', async () => {
    server.use(
      http.get(CONTRACTS_URL, () =>
        HttpResponse.json(
          { success: false, error: { code: 'UNAVAILABLE', message: '점검 중' } },
          { status: 503 },
        ),
      ),
    );
    renderApp('/main');
    expect(await screen.findByRole('alert')).toHaveTextContent('계약 목록을 불러오지 못했습니다.');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeEnabled();
    expect(muiDrawnElements()).toEqual([]);
  });

  it.each([
    ['an open loan', '108', '투자하기'],
    ['a funded loan', '104', '모집이 마감된 계약입니다'],
  ])("a contract's page draws no MUI component: %s", async (_, id, action) => {
    renderApp(`/loan-apply/progress/${id}`);
    expect(screen.getByRole('status')).toHaveTextContent('데이터를 불러오는 중...');
    expect(muiDrawnElements()).toEqual([]);
    expect(await screen.findByText(action)).toBeInTheDocument();
    expect(muiDrawnElements()).toEqual([]);
  });

  it("a contract's page draws no MUI component when the contract is not there", async () => {
    renderApp('/loan-apply/progress/999');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(muiDrawnElements()).toEqual([]);
  });

  it('the not-found screen draws no MUI component either', () => {
    renderApp('/no-such-screen');
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/main');
    expect(muiDrawnElements()).toEqual([]);
  });

  it('login draws no MUI component: empty, typed, its password shown, refused', async () => {
    const { user } = renderApp('/login');
    expect(screen.getByRole('heading', { name: '로그인', level: 2 })).toBeInTheDocument();
    expect(muiDrawnElements()).toEqual([]);
    await user.type(screen.getByLabelText('아이디'), 'borrower1');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '아이디 혹은 비밀번호를 다시 확인해주세요.',
    );
    expect(muiDrawnElements()).toEqual([]);
  });

  it('a screen that draws MUI is drawn with it (the check above sees MUI)', async () => {
    renderApp('/signup/basic');
    expect(await screen.findByLabelText('아이디')).toBeInTheDocument();
    expect(muiDrawnElements()).not.toEqual([]);
  });
});
