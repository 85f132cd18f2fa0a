import { makeStore } from '@/app/store';
import { listItem } from '@/features/home/__tests__/home-test-utils';
import {
  recentSearchesCleared,
  recentSearchRemoved,
  sanitizeRecentSearches,
  searched,
} from '@/shared/recent-searches/recent-searches-slice';
import { loggedIn, loggedOut } from '@/shared/session/session-slice';
import { sanitizeWatchlist } from '@/shared/watchlist/watchlist-persist';
import {
  MAX_WATCHED,
  selectIsWatched,
  selectWatchlist,
  watchedLoanSeen,
  watchRemoved,
  watchToggled,
} from '@/shared/watchlist/watchlist-slice';

describe('the watchlist slice', () => {
  it('toggles a loan on the list of whoever is logged in, newest first', () => {
    const store = makeStore();
    store.dispatch(watchToggled('', listItem(1)));
    store.dispatch(watchToggled('', listItem(2)));
    expect(selectWatchlist(store.getState()).map((e) => e.contractId)).toEqual([2, 1]);
    store.dispatch(watchToggled('', listItem(1)));
    expect(selectIsWatched(store.getState(), 1)).toBe(false);

    store.dispatch(loggedIn({ accessToken: 'a', refreshToken: 'r' }, 'investor1'));
    expect(selectWatchlist(store.getState())).toEqual([]);
    store.dispatch(watchToggled('investor1', listItem(3)));
    store.dispatch(loggedOut());
    expect(selectWatchlist(store.getState()).map((e) => e.contractId)).toEqual([2]);
    store.dispatch(loggedIn({ accessToken: 'a', refreshToken: 'r' }, 'investor1'));
    expect(selectWatchlist(store.getState()).map((e) => e.contractId)).toEqual([3]);
  });

  it('replaces what it saw of a kept loan, and lets one go', () => {
    const store = makeStore();
    store.dispatch(watchToggled('', listItem(1, { progress: '10' })));
    store.dispatch(watchedLoanSeen({ account: '', loan: listItem(1, { progress: '55' }) }));
    store.dispatch(watchedLoanSeen({ account: '', loan: listItem(9) }));
    expect(selectWatchlist(store.getState())).toMatchObject([
      { contractId: 1, seen: { progress: '55' } },
    ]);
    store.dispatch(watchRemoved({ account: '', contractId: 1 }));
    expect(selectWatchlist(store.getState())).toEqual([]);
  });

  it(`keeps at most ${MAX_WATCHED}`, () => {
    const store = makeStore();
    for (let id = 1; id <= MAX_WATCHED + 5; id += 1) store.dispatch(watchToggled('', listItem(id)));
    const list = selectWatchlist(store.getState());
    expect(list).toHaveLength(MAX_WATCHED);
    expect(list[0].contractId).toBe(MAX_WATCHED + 5);
  });

  it('reads back whatever was stored as lists of the right shape', () => {
    expect(sanitizeWatchlist(null)).toEqual({ account: '', lists: {} });
    expect(sanitizeWatchlist('x')).toEqual({ account: '', lists: {} });
    const read = sanitizeWatchlist({
      account: 'investor1',
      lists: {
        investor1: [
          { contractId: 3, keptAt: 'then', seen: { copyright: { name: 7 }, loanAmount: '12' } },
          { contractId: 'four', seen: {} },
          { contractId: 5 },
          null,
        ],
        broken: 'no',
      },
    });
    expect(read.account).toBe('investor1');
    expect(read.lists).toEqual({
      investor1: [
        {
          contractId: 3,
          keptAt: 'then',
          seen: {
            contractId: 3,
            copyright: { name: '', imageUrl: '' },
            loanAmount: null,
            expirationTime: null,
            repaymentCount: null,
            interestRate: null,
            progress: null,
          },
        },
      ],
    });
  });
});

describe('recent searches', () => {
  it('keeps ten, newest first, the same words once', () => {
    const store = makeStore();
    for (let i = 1; i <= 12; i += 1) store.dispatch(searched(`노래 ${i}`));
    store.dispatch(searched('  노래12 '));
    store.dispatch(searched('   '));
    const { queries } = store.getState().recentSearches;
    expect(queries).toHaveLength(10);
    expect(queries.slice(0, 3)).toEqual(['노래12', '노래 11', '노래 10']);
    store.dispatch(recentSearchRemoved('노래 11'));
    expect(store.getState().recentSearches.queries[1]).toBe('노래 10');
    store.dispatch(recentSearchesCleared());
    expect(store.getState().recentSearches.queries).toEqual([]);
  });

  it('reads back whatever was stored', () => {
    expect(sanitizeRecentSearches({ queries: ['a', 3, '', ' ', 'b'] })).toEqual({
      queries: ['a', 'b'],
    });
    expect(sanitizeRecentSearches(undefined)).toEqual({ queries: [] });
  });
});
