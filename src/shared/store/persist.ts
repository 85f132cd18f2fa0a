import { report } from '@/shared/telemetry/report';

type Listener = (error: Error) => void;
let onWriteFail: Listener = () => {};

/**
 * redux-persist swallows storage write failures (full or blocked storage) unless given a
 * writeFailHandler; the app registers one that tells the user. The state in memory is untouched.
 */
export function setPersistWriteFailListener(listener: Listener) {
  onWriteFail = listener;
}

export const writeFailHandler = (error: Error) => {
  console.warn('[persist] could not save to browser storage', error);
  report({ kind: 'error', source: 'storage', error });
  onWriteFail(error);
};

/**
 * redux-persist's storage engine over localStorage, looked up on each call: redux-persist's own
 * (`redux-persist/lib/storage`) looks for it when imported, which in Node (the prerender, pure
 * tests) logs an error and keeps a storage that saves nothing. Storage the browser refuses throws,
 * which redux-persist reports to the writeFailHandler.
 */
export const localStorageEngine = {
  getItem: async (key: string) => localStorage.getItem(key),
  setItem: async (key: string, value: string) => localStorage.setItem(key, value),
  removeItem: async (key: string) => localStorage.removeItem(key),
};
