import type { Storage as PersistStorage } from 'redux-persist';

type Listener = (error: Error) => void;
let onWriteFail: Listener = () => {};

/**
 * redux-persist swallows storage write failures (a full or blocked localStorage) unless given a
 * writeFailHandler; the app registers one that tells the user.
 */
export function setPersistWriteFailListener(listener: Listener) {
  onWriteFail = listener;
}

export const writeFailHandler = (error: Error) => {
  console.warn('[persist] could not save to localStorage', error);
  onWriteFail(error);
};

/** localStorage wrapped as a redux-persist storage (the package's default import is not typed well). */
export const localStorageAdapter: PersistStorage = {
  getItem: async (key) => localStorage.getItem(key),
  setItem: async (key, value: string) => localStorage.setItem(key, value),
  removeItem: async (key) => localStorage.removeItem(key),
};
