import { waitFor } from '@testing-library/react';
import { makeStore, startPersistence, type PreloadedState } from '@/app/store';
import { startDraftPersistence } from '@/shared/registration-draft/start-draft-persistence';

/**
 * A store whose persistence has started, as the app's boot starts it, with the registration
 * draft's too (which the app starts with the first registration screen) and every stored value
 * read back: the store of a page after a reload.
 */
export async function persistedStore(preloadedState?: PreloadedState) {
  const store = makeStore(preloadedState);
  const { persistor, stop } = startPersistence(store);
  await startDraftPersistence(store);
  await waitFor(() => {
    expect(persistor.getState().bootstrapped).toBe(true);
    expect(store.getState().registrationDraft._persist).toMatchObject({ rehydrated: true });
  });
  return { store, persistor, stop };
}
