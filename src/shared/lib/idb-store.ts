import { createStore, promisifyRequest } from 'idb-keyval';

/** The draft's records in IndexedDB, through idb-keyval's store (database and store names kept). */
const DB_NAME = 'music-copyright-lending';
const STORE = 'kv';

export interface KeyValueStore {
  get: (key: string) => Promise<unknown>;
  /** Puts every `put` record and deletes every `remove` key in one transaction (all or nothing). */
  write: (put: Record<string, unknown>, remove?: string[]) => Promise<void>;
}

/** Opens the app's database on first use (the browser's `indexedDB`); rejects when refused. */
export function createIdbStore(): KeyValueStore {
  const inStore = createStore(DB_NAME, STORE);
  return {
    get: (key) => inStore('readonly', (store) => promisifyRequest(store.get(key))),
    write: (put, remove = []) =>
      inStore('readwrite', (store) => {
        for (const [key, value] of Object.entries(put)) store.put(value, key);
        for (const key of remove) store.delete(key);
        // Resolves on commit; a full disk aborts the transaction with QuotaExceededError.
        return promisifyRequest(store.transaction).then(() => undefined);
      }),
  };
}
