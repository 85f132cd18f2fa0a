import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { loggedInState, renderApp } from '@/test/render-app';
import { makeStore, startPersistence } from '@/app/store';
import { loggedIn } from '@/shared/session/session-slice';
import { watchToggled } from '@/shared/watchlist/watchlist-slice';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { answerContracts, listItem } from './home-test-utils';
import '@/features/home/pages/HomePage';
import '@/features/home/pages/WatchlistPage';
import { expectWarnings } from '@/test/console';

const kept = () => screen.getByRole('region', { name: /^관심 대출 \d+건$/ });
const keptTitles = () =>
  within(kept())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the watchlist (관심 대출)', () => {
  it('says how to add a loan while it is empty', async () => {
    renderApp('/watchlist');
    expect(screen.getByText('관심 대출이 없어요.')).toBeInTheDocument();
    expect(
      screen.getByText('대출 카드나 대출 화면의 하트를 누르면 여기에 모여요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '대출 둘러보기' })).toHaveAttribute('href', '/main');
  });

  it('keeps a loan with the heart on its card and lists it, live, under the top bar’s heart', async () => {
    const { user, location } = renderApp('/main');
    const card = await screen.findByRole('article', { name: '라일락 향기' });
    const heart = within(card).getByRole('button', { name: '라일락 향기 관심 대출에 담기' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('라일락 향기 관심 대출에서 빼기');

    await user.click(screen.getByRole('link', { name: '관심 대출' }));
    await waitFor(() => expect(location()).toBe('/watchlist'));
    expect(await screen.findByRole('region', { name: '관심 대출 1건' })).toBeInTheDocument();
    const listed = within(kept()).getByRole('article', { name: '라일락 향기' });
    expect(within(listed).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '90%');
    expect(within(listed).getByText(/^\d+일 \d+시간 \d+분 남음$/)).toBeInTheDocument();

    // Taken out from the list itself.
    await user.click(
      within(listed).getByRole('button', { name: '라일락 향기 관심 대출에서 빼기' }),
    );
    expect(screen.getByText('관심 대출이 없어요.')).toBeInTheDocument();
  });

  it('keeps a loan from its own page too', async () => {
    const { user, store } = renderApp('/loan-apply/progress/108');
    const heart = await screen.findByRole('button', { name: '바다 건너 편지 관심 대출에 담기' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().watchlist.lists['']?.map((entry) => entry.contractId)).toEqual([108]);
  });

  it('marks a loan whose funding ended and one that is gone, each removable', async () => {
    const store = makeStore(loggedInState);
    store.dispatch(loggedIn({ accessToken: 't', refreshToken: 'r' }, 'investor1'));
    // 104 is being repaid (its funding ended); 999 never existed; 109 is open.
    store.dispatch(
      watchToggled(
        'investor1',
        listItem(999, { copyright: { name: '사라진 노래', imageUrl: '' } }),
      ),
    );
    store.dispatch(
      watchToggled('investor1', listItem(104, { copyright: { name: '푸른 고래', imageUrl: '' } })),
    );
    store.dispatch(
      watchToggled(
        'investor1',
        listItem(109, { copyright: { name: '옛 제목', imageUrl: '' }, progress: '1' }),
      ),
    );
    const { user } = renderApp('/watchlist', { store });

    const open = await screen.findByRole('article', { name: '라일락 향기' });
    expect(within(open).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '90%');
    const ended = screen.getByRole('article', { name: '푸른 고래' });
    expect(await within(ended).findByText('모집이 끝난 대출이에요.')).toBeInTheDocument();
    const gone = screen.getByRole('article', { name: '사라진 노래' });
    expect(await within(gone).findByText('더 이상 찾을 수 없는 대출이에요.')).toBeInTheDocument();

    await user.click(within(gone).getByRole('button', { name: '목록에서 빼기' }));
    await user.click(within(ended).getByRole('button', { name: '목록에서 빼기' }));
    expect(keptTitles()).toEqual(['라일락 향기']);
    // What the list loaded replaced what was kept.
    expect(store.getState().watchlist.lists.investor1?.[0].seen.copyright.name).toBe('라일락 향기');
  });

  it('shows what it last saw when the list cannot load, and says why', async () => {
    const store = makeStore();
    store.dispatch(
      watchToggled(
        '',
        listItem(7, { copyright: { name: '지난번 노래', imageUrl: '' }, progress: '30' }),
      ),
    );
    server.use(
      http.get('http://localhost/api/v1/contracts', () =>
        HttpResponse.json({ success: false, error: { code: 'DOWN' } }, { status: 502 }),
      ),
    );
    renderApp('/watchlist', { store });
    expect(
      await screen.findByText('서버에 문제가 있어요. 잠시 후 다시 시도해주세요.'),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: '지난번 노래' });
    expect(within(card).getByText('마지막으로 불러온 정보예요.')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '30%');
  });

  it('says the true cause when a kept loan’s own page fails', async () => {
    const store = makeStore();
    store.dispatch(
      watchToggled('', listItem(5, { copyright: { name: '알 수 없는 상태', imageUrl: '' } })),
    );
    answerContracts([listItem(1)]);
    server.use(
      http.get('http://localhost/api/v1/contracts/5', () =>
        HttpResponse.json({ success: false, error: { code: 'X' } }, { status: 500 }),
      ),
    );
    renderApp('/watchlist', { store });
    const card = await screen.findByRole('article', { name: '알 수 없는 상태' });
    expect(
      await within(card).findByText('서버에 문제가 있어요. 잠시 후 다시 시도해주세요.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '목록에서 빼기' })).not.toBeInTheDocument();
  });

  it('lists a kept loan live when the list sends it with a status the app does not know', async () => {
    expectWarnings('[contractListSchema] contracts[].copyright.imageUrl: missing');
    const store = makeStore();
    store.dispatch(
      watchToggled('', listItem(12, { copyright: { name: '경매 노래', imageUrl: '' } })),
    );
    answerContracts([
      {
        ...listItem(12, { copyright: { name: '경매 노래', imageUrl: '' }, progress: '45' }),
        status: 'AUCTION',
      },
    ] as ContractListItem[]);
    renderApp('/watchlist', { store });
    const card = await screen.findByRole('article', { name: '경매 노래' });
    await waitFor(() =>
      expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '45%'),
    );
    expect(within(card).queryByText('모집이 끝난 대출이에요.')).not.toBeInTheDocument();
  });

  it('draws a 300-character title and numbers sent as strings', async () => {
    expectWarnings('[contractListSchema] contracts[].copyright.imageUrl: missing');
    const long = '긴'.repeat(300);
    answerContracts([
      {
        ...listItem(1, { copyright: { name: long, imageUrl: '' } }),
        loanAmount: '5000000' as unknown as number,
      },
    ]);
    const store = makeStore();
    store.dispatch(watchToggled('', listItem(1, { copyright: { name: long, imageUrl: '' } })));
    renderApp('/watchlist', { store });
    const card = await screen.findByRole('article', { name: long });
    expect(await within(card).findByText('5,000,000원')).toBeInTheDocument();
  });

  it('keeps one list per account and one for a visitor', async () => {
    const store = makeStore();
    store.dispatch(
      watchToggled('', listItem(1, { copyright: { name: '방문자 노래', imageUrl: '' } })),
    );
    store.dispatch(loggedIn({ accessToken: 'a', refreshToken: 'r' }, 'investor1'));
    const { user } = renderApp('/main', { store });
    const card = await screen.findByRole('article', { name: '첫눈 오는 날' });
    await user.click(within(card).getByRole('button', { name: '첫눈 오는 날 관심 대출에 담기' }));
    expect(store.getState().watchlist.lists).toMatchObject({
      '': [{ contractId: 1 }],
      investor1: [{ contractId: 106 }],
    });
  });
});

describe('the watchlist on this phone', () => {
  async function persisted() {
    const store = makeStore();
    const started = startPersistence(store);
    await waitFor(() => expect(started.persistor.getState().bootstrapped).toBe(true));
    return { store, ...started };
  }

  it('is there after a reload', async () => {
    const first = await persisted();
    first.store.dispatch(
      watchToggled('', listItem(109, { copyright: { name: '라일락 향기', imageUrl: '' } })),
    );
    await act(() => first.persistor.flush());
    act(() => first.stop());

    const second = await persisted();
    renderApp('/watchlist', { store: second.store });
    expect(await screen.findByRole('article', { name: '라일락 향기' })).toBeInTheDocument();
    act(() => second.stop());
  });

  it('follows another tab’s change', async () => {
    const { store, stop } = await persisted();
    renderApp('/watchlist', { store });
    expect(screen.getByText('관심 대출이 없어요.')).toBeInTheDocument();
    const other = {
      account: '""',
      lists: JSON.stringify({
        '': [
          {
            contractId: 106,
            keptAt: '2026-11-27T00:00:00.000Z',
            seen: listItem(106, { copyright: { name: '첫눈 오는 날', imageUrl: '' } }),
          },
        ],
      }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    };
    const newValue = JSON.stringify(other);
    localStorage.setItem('persist:watchlist', newValue);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'persist:watchlist', newValue }));
    });
    expect(await screen.findByRole('article', { name: '첫눈 오는 날' })).toBeInTheDocument();
    // A value it cannot read changes nothing; the key removed empties the list.
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'persist:watchlist', newValue: '{oops' }),
      );
    });
    expect(screen.getByRole('article', { name: '첫눈 오는 날' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'persist:watchlist', newValue: null }),
      );
    });
    expect(await screen.findByText('관심 대출이 없어요.')).toBeInTheDocument();
    act(() => stop());
  });
});
