/** A tiny promise wrapper over one IndexedDB object store of key → value records. */

const DB_NAME = 'music-copyright-lending';
const STORE = 'kv';

export interface KeyValueStore {
  get: (key: string) => Promise<unknown>;
  /** Puts every `put` record and deletes every `remove` key in one transaction (all or nothing). */
  write: (put: Record<string, unknown>, remove?: string[]) => Promise<void>;
}

const done = (request: IDBRequest) =>
  new Promise<unknown>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(DB_NAME, 1);
    } catch (error) {
      reject(error instanceof Error ? error : new Error('IndexedDB unavailable'));
      return;
    }
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the schema must not be blocked by this one.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

/** Opens (once) the app's database; rejects when IndexedDB is missing or refused. */
export function createIdbStore(factory: IDBFactory): KeyValueStore {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => {
    db ??= openDb(factory).catch((error: unknown) => {
      db = null;
      throw error;
    });
    return db;
  };
  return {
    get: async (key) => {
      const tx = (await database()).transaction(STORE, 'readonly');
      return done(tx.objectStore(STORE).get(key));
    },
    write: async (put, remove = []) => {
      const tx = (await database()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      for (const [key, value] of Object.entries(put)) store.put(value, key);
      for (const key of remove) store.delete(key);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        // A full disk aborts the transaction with QuotaExceededError.
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      });
    },
  };
}
