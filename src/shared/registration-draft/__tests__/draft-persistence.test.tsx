import 'fake-indexeddb/auto';
import { IDBObjectStore } from 'fake-indexeddb';
import { act, screen, waitFor } from '@testing-library/react';
import { makeStore, startPersistence } from '@/app/store';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { persistedStore } from '@/test/persisted-store';
import { renderApp } from '@/test/render-app';
import { draftPersistConfig } from '@/shared/registration-draft/draft-persist';
import {
  basicInfoEdited,
  draftReset,
  draftUpdated,
  emptyDraft,
} from '@/shared/registration-draft/draft-slice';

const photo = `data:image/jpeg;base64,${'A'.repeat(8000)}`;

afterEach(async () => {
  await draftPersistConfig.storage.removeItem('nftFormData');
});

describe('the draft across a reload (IndexedDB)', () => {
  it('comes back with its files, and nothing of it lands in localStorage', async () => {
    const first = await persistedStore();
    first.store.dispatch(
      draftUpdated({ title: '여름 밤', imageBase64: photo, imageFileName: 'a.jpg' }),
    );
    await act(() => first.persistor.flush());
    act(() => first.stop());
    expect(localStorage.getItem('nftFormData')).toBeNull();

    const second = await persistedStore();
    expect(second.store.getState().registrationDraft).toMatchObject({
      ...emptyDraft,
      title: '여름 밤',
      imageBase64: photo,
      imageFileName: 'a.jpg',
    });
    act(() => second.stop());
  });

  it('writes typing by itself, without a flush', async () => {
    const first = await persistedStore();
    first.store.dispatch(
      basicInfoEdited({
        title: '타자만 친 제목',
        singers: ['가수'],
        composers: [''],
        lyricists: [''],
        streamingUrls: [''],
      }),
    );
    await waitFor(async () => {
      const stored = (await draftPersistConfig.storage.getItem('nftFormData')) as {
        title?: string;
      } | null;
      expect(stored?.title).toBe('타자만 친 제목');
    });
    act(() => first.stop());
  });

  it('writes a reset at once, so a reload right after it does not bring the draft back', async () => {
    const first = await persistedStore();
    first.store.dispatch(draftUpdated({ title: '지울 노래', imageBase64: photo }));
    await act(() => first.persistor.flush());
    first.store.dispatch(draftReset());
    // No flush here: the reset itself must reach storage.
    await waitFor(async () => {
      const stored = (await draftPersistConfig.storage.getItem('nftFormData')) as {
        title?: string;
      } | null;
      expect(stored?.title).toBe('');
    });
    act(() => first.stop());
  });

  it('keeps the draft in memory and tells the user when the browser refuses to save', async () => {
    const { store, persistor, stop } = await persistedStore();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    renderApp('/main', { store });

    act(() => {
      store.dispatch(draftUpdated({ title: '저장 안 되는 제목', imageBase64: photo }));
    });
    await act(() => persistor.flush());

    expect(await screen.findByText(/입력 내용을 저장하지 못했어요/)).toBeVisible();
    expect(store.getState().registrationDraft).toMatchObject({
      title: '저장 안 되는 제목',
      imageBase64: photo,
    });
    act(() => stop());
  });
});

describe('who waits for the stored draft', () => {
  /** A stored draft whose read from IndexedDB has not come back until `release()`. */
  async function slowStoredDraft(
    title: string,
    tokens = { accessToken: 'stored-access', refreshToken: 'stored-refresh' },
  ) {
    const first = await persistedStore();
    first.store.dispatch(draftUpdated({ title }));
    await act(() => first.persistor.flush());
    act(() => first.stop());
    const storage = draftPersistConfig.storage;
    const read = storage.getItem.bind(storage);
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(storage, 'getItem').mockImplementation(async (key: string) => {
      await answered;
      return read(key);
    });
    // Logged in as after a reload: the tokens are in storage.
    localStorage.setItem('accessToken', tokens.accessToken);
    localStorage.setItem('refreshToken', tokens.refreshToken);
    const store = makeStore();
    const { stop } = startPersistence(store);
    return { store, stop, release };
  }

  it('a registration step shows a loader until the stored draft is back, then the draft', async () => {
    const { store, stop, release } = await slowStoredDraft('돌아온 제목');
    renderApp('/nft/register/music-basic', { store });

    await waitFor(() => expect(screen.getByText('불러오는 중...')).toBeVisible());
    expect(screen.queryByRole('heading', { name: '곡의 기본 정보를 입력해주세요' })).toBeNull();

    act(() => release());
    await screen.findByRole('heading', { name: '곡의 기본 정보를 입력해주세요' });
    expect(screen.getByRole('textbox', { name: '곡 제목' })).toHaveValue('돌아온 제목');
    act(() => stop());
  });

  it('home neither waits for it nor reads it; the first registration step does', async () => {
    const { session } = (await storeLoggedInAs('borrower1')).getState();
    const { store, stop, release } = await slowStoredDraft('아직 읽는 중', {
      accessToken: session.accessToken ?? '',
      refreshToken: session.refreshToken ?? '',
    });
    const { user } = renderApp('/main', { store });

    expect(await screen.findByRole('heading', { name: '많은 사람들이 투자했어요' })).toBeVisible();
    expect(screen.queryByText('불러오는 중...')).toBeNull();
    // Home never opens the draft's storage: its persistence starts with a registration screen.
    expect(draftPersistConfig.storage.getItem).not.toHaveBeenCalled();
    expect(store.getState().registrationDraft).not.toHaveProperty('_persist');

    await user.click(screen.getByRole('button', { name: '내 음악' }));
    await user.click(await screen.findByRole('button', { name: '음악 등록하기' }));
    await waitFor(() => expect(draftPersistConfig.storage.getItem).toHaveBeenCalled());
    act(() => release());
    await screen.findByRole('heading', { name: '곡의 기본 정보를 입력해주세요' });
    // "Register music" starts a fresh registration: the reset wins over the stored draft.
    expect(screen.getByRole('textbox', { name: '곡 제목' })).toHaveValue('');
    act(() => stop());
  });
});
