import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { makeStore, startPersistence } from '@/app/store';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { persistedStore } from '@/test/persisted-store';
import { renderApp } from '@/test/render-app';
import { startDraftPersistence } from '@/shared/registration-draft/start-draft-persistence';
import { draftPersistConfig } from '@/shared/registration-draft/draft-persist';
import {
  basicInfoEdited,
  coverPicked,
  draftUpdated,
  emptyDraft,
  registeredAnswered,
} from '@/shared/registration-draft/draft-slice';

// A restore never replaces a newer action (issue 45): what the person did while the stored draft
// was still being read wins, and the stored draft fills only what they have not touched.

const storedPhoto = `data:image/jpeg;base64,${'S'.repeat(4000)}`;
const storedCrop = `data:image/jpeg;base64,${'C'.repeat(4000)}`;
const newPhoto = `data:image/png;base64,${'N'.repeat(4000)}`;
const storedPdf = 'data:application/pdf;base64,JVBERi0=';

const stored = {
  ...emptyDraft,
  title: '저장된 제목',
  singers: ['저장된 가수'],
  composers: ['저장된 작곡가'],
  lyricists: ['저장된 작사가'],
  streamingUrls: ['https://music.example.com/stored'],
  isRegistered: true,
  copyrightBase64: storedPdf,
  copyrightFileName: 'stored.pdf',
  imageBase64: storedPhoto,
  imageFileName: 'stored.jpg',
  croppedBase64: storedCrop,
  ethPrice: '1.5',
  wonPrice: '6750000',
};

/** Saves `stored`, then starts a new store whose read of it waits until `release()`. */
async function slowRestore() {
  const saving = await persistedStore();
  saving.store.dispatch(draftUpdated(stored));
  await act(() => saving.persistor.flush());
  act(() => saving.stop());

  const read = draftPersistConfig.storage.getItem.bind(draftPersistConfig.storage);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  jest.spyOn(draftPersistConfig.storage, 'getItem').mockImplementation(async (key: string) => {
    await gate;
    return read(key);
  });
  const store = makeStore();
  const { persistor, stop } = startPersistence(store);
  await startDraftPersistence(store);
  const restored = async () => {
    release();
    await waitFor(() =>
      expect(store.getState().registrationDraft._persist).toMatchObject({ rehydrated: true }),
    );
  };
  return { store, persistor, stop, restored };
}

afterEach(async () => {
  jest.restoreAllMocks();
  await draftPersistConfig.storage.removeItem('nftFormData');
});

test('with nothing done meanwhile, the stored draft comes back whole', async () => {
  const { store, stop, restored } = await slowRestore();
  await restored();
  expect(store.getState().registrationDraft).toMatchObject(stored);
  act(() => stop());
});

test('a cover picked and text typed before the read stay; the stored draft fills the rest', async () => {
  const { store, persistor, stop, restored } = await slowRestore();
  store.dispatch(
    basicInfoEdited({
      title: '방금 친 제목',
      singers: ['방금 친 가수'],
      composers: [''],
      lyricists: [''],
      streamingUrls: [''],
    }),
  );
  store.dispatch(coverPicked({ imageBase64: newPhoto, imageFileName: 'new.png' }));
  await restored();

  const draft = store.getState().registrationDraft;
  expect(draft).toMatchObject({
    title: '방금 친 제목',
    singers: ['방금 친 가수'],
    composers: [''],
    imageBase64: newPhoto,
    imageFileName: 'new.png',
    // A new image clears the stored crop (spec §4), even one that arrives later.
    croppedBase64: null,
    // Untouched: from storage.
    isRegistered: true,
    copyrightBase64: storedPdf,
    ethPrice: '1.5',
    wonPrice: '6750000',
  });
  expect(draft).not.toHaveProperty('_edited');

  // What is written next is the merged draft, not the old one.
  await act(() => persistor.flush());
  expect(await draftPersistConfig.storage.getItem('nftFormData')).toMatchObject({
    title: '방금 친 제목',
    imageBase64: newPhoto,
    croppedBase64: null,
    ethPrice: '1.5',
  });
  act(() => stop());
});

test('answering "not registered" before the read keeps the stored certificate out', async () => {
  const { store, stop, restored } = await slowRestore();
  store.dispatch(registeredAnswered(false));
  await restored();
  expect(store.getState().registrationDraft).toMatchObject({
    isRegistered: false,
    copyrightBase64: null,
    copyrightFileName: null,
    title: '저장된 제목',
  });
  act(() => stop());
});

test('"음악 등록하기" tapped before the read starts a new draft, not the stored one', async () => {
  // Logged in as the stored session says (the session is restored from storage too).
  const { session } = (await storeLoggedInAs('borrower1')).getState();
  localStorage.setItem('accessToken', session.accessToken ?? '');
  localStorage.setItem('refreshToken', session.refreshToken ?? '');
  const { store, stop, restored } = await slowRestore();
  const { user, location } = renderApp('/myNft', { store });
  await user.click(await screen.findByRole('button', { name: '음악 등록하기' }));
  await restored();
  await waitFor(() => expect(location()).toBe('/nft/register/music-basic'));
  expect(await screen.findByRole('textbox', { name: '곡 제목' })).toHaveValue('');
  expect(store.getState().registrationDraft).toMatchObject(emptyDraft);
  act(() => stop());
});
