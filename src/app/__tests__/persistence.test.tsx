import { act, screen, within } from '@testing-library/react';
import { draftUpdated, emptyDraft } from '@/shared/registration-draft/draft-slice';
import { loggedIn, loggedOut } from '@/shared/session/session-slice';
import { renderApp } from '@/test/render-app';
import { persistedStore } from '@/test/persisted-store';

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };

/** Lets redux-persist's throttled write reach localStorage. */
async function flushed(persistor: { flush: () => Promise<unknown> }) {
  await act(() => persistor.flush());
}

describe('persistence (spec §9 keys)', () => {
  it('keeps the tokens under exactly accessToken and refreshToken', async () => {
    const { store, persistor, stop } = await persistedStore();
    store.dispatch(loggedIn(tokens));
    await flushed(persistor);
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');

    store.dispatch(loggedOut());
    await flushed(persistor);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    act(() => stop());
  });

  it('restores a login from storage on start', async () => {
    localStorage.setItem('accessToken', 'stored-access');
    localStorage.setItem('refreshToken', 'stored-refresh');
    const { store, stop } = await persistedStore();
    expect(store.getState().session).toMatchObject({
      accessToken: 'stored-access',
      refreshToken: 'stored-refresh',
    });
    act(() => stop());
  });

  it('keeps the registration draft under nftFormData and restores it', async () => {
    const first = await persistedStore();
    first.store.dispatch(draftUpdated({ title: '여름 밤', singers: ['하늘', ''] }));
    await flushed(first.persistor);
    act(() => first.stop());
    expect(localStorage.getItem('nftFormData')).toContain('여름 밤');

    const second = await persistedStore();
    expect(second.store.getState().registrationDraft).toMatchObject({
      ...emptyDraft,
      title: '여름 밤',
      singers: ['하늘', ''],
    });
    act(() => second.stop());
  });

  it("never persists the API cache or anything under other keys (the phone's watchlist, searches, motion and reporting choices apart)", async () => {
    const { store, persistor, stop } = await persistedStore();
    store.dispatch(loggedIn(tokens));
    store.dispatch(draftUpdated({ title: 'x' }));
    await flushed(persistor);
    expect(Object.keys(localStorage).sort()).toEqual([
      'accessToken',
      'nftFormData',
      'persist:motion',
      'persist:recentSearches',
      'persist:reporting',
      'persist:watchlist',
      'refreshToken',
    ]);
    act(() => stop());
  });

  it('tells the user when the browser refuses to save', async () => {
    const { store, persistor, stop } = await persistedStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/main', { store });
    act(() => {
      store.dispatch(draftUpdated({ title: '저장 안 되는 제목' }));
    });
    await flushed(persistor);
    expect(await screen.findByText(/입력 내용을 저장하지 못했어요/)).toBeVisible();
    setItem.mockRestore();
    act(() => stop());
  });
});

describe('logged in follows other tabs (spec §4)', () => {
  function otherTabWrites(key: string, value: string | null) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  }

  it('logs in when another tab logs in, and out when it logs out', async () => {
    const { store, stop } = await persistedStore();
    const { user } = renderApp('/main', { store });
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });

    act(() => {
      localStorage.setItem('refreshToken', 'r-2');
      otherTabWrites('accessToken', 'a-2');
    });
    expect(store.getState().session).toMatchObject({ accessToken: 'a-2', refreshToken: 'r-2' });
    await user.click(within(nav).getByRole('button', { name: '내 음악' }));
    expect(
      screen.queryByRole('dialog', { name: '로그인 시 열람 가능합니다.' }),
    ).not.toBeInTheDocument();

    act(() => {
      localStorage.removeItem('refreshToken');
      otherTabWrites('accessToken', null);
    });
    expect(store.getState().session.accessToken).toBeNull();
    expect(
      await screen.findByRole('dialog', { name: '로그인 시 열람 가능합니다.' }),
    ).toBeInTheDocument();
    act(() => stop());
  });

  it('ignores changes to other keys', async () => {
    const { store, stop } = await persistedStore();
    const before = store.getState();
    act(() => otherTabWrites('somethingElse', '1'));
    expect(store.getState().session).toBe(before.session);
    act(() => stop());
  });
});
