import type { Storage as PersistStorage } from 'redux-persist';
import { report } from '@/shared/telemetry/report';
import { createIdbStore, type KeyValueStore } from '@/shared/lib/idb-store';

/**
 * Where the registration draft lives (spec §9 key `nftFormData`).
 *
 * A draft holding a phone photo and a scanned PDF is ~10 MB as base64: far more than localStorage's
 * ~5 MB. So the draft goes to IndexedDB (hundreds of MB allowed) under the same key:
 * - `nftFormData` holds the small fields; each data URL (`nftFormData:imageBase64`, …) is its own
 *   record, written only when that field changed. Typing a title rewrites a few hundred bytes,
 *   never the files. redux-persist runs with `serialize: false`, so nothing is JSON-stringified:
 *   IndexedDB stores the values as they are.
 * - A draft an older version left in localStorage is moved over on first load, then removed.
 * - Without IndexedDB (very old browsers, some private modes, jsdom) the whole draft goes to
 *   localStorage in redux-persist's own format; a write that does not fit there fails loudly
 *   (writeFailHandler) while the draft stays in memory.
 */

/** The fields that hold files as data URLs; each is stored as a record of its own. */
export const FILE_FIELDS = ['copyrightBase64', 'imageBase64', 'croppedBase64'] as const;

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** redux-persist's localStorage format: a JSON object whose values are JSON strings. */
export function parseLegacyDraft(serialized: string): Raw | null {
  try {
    const outer: unknown = JSON.parse(serialized);
    if (!isRecord(outer)) return null;
    const result: Raw = {};
    for (const [key, value] of Object.entries(outer)) {
      result[key] = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    }
    return result;
  } catch {
    return null;
  }
}

const toLegacyDraft = (value: Raw) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, JSON.stringify(inner)])),
  );

export interface DraftStorageOptions {
  /** The browser's IndexedDB (idb-keyval opens it); absent → localStorage only. */
  indexedDB?: () => IDBFactory | undefined;
  localStorage?: () => globalThis.Storage;
}

export function createDraftStorage(options: DraftStorageOptions = {}): PersistStorage {
  const factory = options.indexedDB ?? (() => globalThis.indexedDB as IDBFactory | undefined);
  const local = options.localStorage ?? (() => globalThis.localStorage);
  let idb: Promise<KeyValueStore | null> | null = null;
  /** The value last written to each file record, so unchanged files are never rewritten. */
  const written = new Map<string, unknown>();

  const backend = () => {
    idb ??= (async () => {
      if (!factory()) return null;
      const store = createIdbStore();
      try {
        await store.get('__probe__');
        return store;
      } catch (error) {
        console.warn('[persist] IndexedDB unavailable, the draft uses localStorage', error);
        report({ kind: 'error', source: 'storage', error });
        return null;
      }
    })();
    return idb;
  };

  const fileKey = (key: string, field: string) => `${key}:${field}`;

  async function writeIdb(store: KeyValueStore, key: string, value: Raw) {
    const small: Raw = { ...value };
    const put: Raw = {};
    const remove: string[] = [];
    const changed: Array<[string, unknown]> = [];
    for (const field of FILE_FIELDS) {
      const next = value[field] ?? null;
      delete small[field];
      const recordKey = fileKey(key, field);
      if (written.has(recordKey) && written.get(recordKey) === next) continue;
      if (typeof next === 'string') put[recordKey] = next;
      else remove.push(recordKey);
      changed.push([recordKey, next]);
    }
    put[key] = small;
    await store.write(put, remove);
    // Only after the write succeeded: a failed write is retried in full next time.
    for (const [recordKey, next] of changed) written.set(recordKey, next);
  }

  async function readIdb(store: KeyValueStore, key: string): Promise<Raw | null> {
    const small = await store.get(key);
    if (!isRecord(small)) return null;
    const result: Raw = { ...small };
    for (const field of FILE_FIELDS) {
      const recordKey = fileKey(key, field);
      const value = await store.get(recordKey);
      result[field] = typeof value === 'string' ? value : null;
      written.set(recordKey, result[field]);
    }
    return result;
  }

  return {
    getItem: async (key: string) => {
      const store = await backend();
      const legacy = local().getItem(key);
      if (!store) return legacy === null ? null : parseLegacyDraft(legacy);
      const stored = await readIdb(store, key);
      if (stored) {
        if (legacy !== null) local().removeItem(key);
        return stored;
      }
      if (legacy === null) return null;
      const migrated = parseLegacyDraft(legacy);
      if (!migrated) {
        local().removeItem(key);
        return null;
      }
      try {
        await writeIdb(store, key, migrated);
        local().removeItem(key);
      } catch (error) {
        // Keep the old copy: it is still readable next time.
        console.warn('[persist] could not move the draft to IndexedDB', error);
        report({ kind: 'error', source: 'storage', error });
      }
      return migrated;
    },
    setItem: async (key: string, value: Raw) => {
      const store = await backend();
      if (store) await writeIdb(store, key, value);
      else local().setItem(key, toLegacyDraft(value));
    },
    removeItem: async (key: string) => {
      const store = await backend();
      if (store) {
        await store.write({}, [key, ...FILE_FIELDS.map((field) => fileKey(key, field))]);
        written.clear();
      }
      local().removeItem(key);
    },
  };
}
