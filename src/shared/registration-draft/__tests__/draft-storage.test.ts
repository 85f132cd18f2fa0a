import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { sanitizeDraft } from '@/shared/registration-draft/draft-sanitize';
import { createDraftStorage, parseLegacyDraft } from '@/shared/registration-draft/draft-storage';
import { emptyDraft } from '@/shared/registration-draft/draft-slice';

const KEY = 'nftFormData';
const photo = `data:image/jpeg;base64,${'A'.repeat(4000)}`;
const pdf = `data:application/pdf;base64,${'B'.repeat(3000)}`;
const persistMeta = { version: -1, rehydrated: true };

const draft = (overrides: Record<string, unknown> = {}) => ({
  ...emptyDraft,
  title: '여름 밤',
  isRegistered: true,
  copyrightBase64: pdf,
  copyrightFileName: 'proof.pdf',
  imageBase64: photo,
  imageFileName: 'photo.jpg',
  _persist: persistMeta,
  ...overrides,
});

/** redux-persist's own localStorage format (what older versions of the app left behind). */
const legacy = (value: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, JSON.stringify(v)])));

/** A fresh, empty IndexedDB as the browser's (idb-keyval opens the global one). */
function freshIndexedDb(factory = new IDBFactory()) {
  globalThis.indexedDB = factory;
  return factory;
}

function setup() {
  freshIndexedDb();
  return { storage: createDraftStorage() };
}

/** The keys each put wrote, in order. */
function watchPuts() {
  const put = jest.spyOn(IDBObjectStore.prototype, 'put');
  return () => put.mock.calls.map((call) => String(call[1]));
}

describe('the draft storage engine (IndexedDB)', () => {
  it('stores the draft under nftFormData and reads it back, files included', async () => {
    const { storage } = setup();
    await storage.setItem(KEY, draft());

    const again = createDraftStorage();
    await expect(again.getItem(KEY)).resolves.toEqual(draft());
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('rewrites a file only when it changed, so typing never re-saves megabytes', async () => {
    const { storage } = setup();
    await storage.setItem(KEY, draft());
    const puts = watchPuts();

    await storage.setItem(KEY, draft({ title: '여름 밤 2' }));
    await storage.setItem(KEY, draft({ title: '여름 밤 23' }));
    expect(puts()).toEqual([KEY, KEY]);

    await storage.setItem(KEY, draft({ title: '여름 밤 23', croppedBase64: photo }));
    expect(puts().slice(2)).toEqual([`${KEY}:croppedBase64`, KEY]);
  });

  it('removes a file record when the draft drops the file', async () => {
    const { storage } = setup();
    await storage.setItem(KEY, draft());
    await storage.setItem(KEY, draft({ isRegistered: false, copyrightBase64: null }));

    const again = createDraftStorage();
    await expect(again.getItem(KEY)).resolves.toMatchObject({
      copyrightBase64: null,
      imageBase64: photo,
    });
  });

  it('removes everything on removeItem', async () => {
    const { storage } = setup();
    await storage.setItem(KEY, draft());
    await storage.removeItem(KEY);
    await expect(createDraftStorage().getItem(KEY)).resolves.toBeNull();
  });

  it('moves a draft an older version left in localStorage, once', async () => {
    const old = draft({ imageBase64: null, copyrightBase64: null, isRegistered: false });
    localStorage.setItem(KEY, legacy(old));
    const { storage } = setup();

    await expect(storage.getItem(KEY)).resolves.toEqual(old);
    expect(localStorage.getItem(KEY)).toBeNull();

    // The next start reads it from IndexedDB.
    await expect(createDraftStorage().getItem(KEY)).resolves.toEqual(old);
  });

  it('keeps the old copy when moving it fails', async () => {
    localStorage.setItem(KEY, legacy(draft()));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { storage } = setup();

    await expect(storage.getItem(KEY)).resolves.toEqual(draft());
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('rejects a write the browser refuses (so redux-persist reports it)', async () => {
    const { storage } = setup();
    jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(storage.setItem(KEY, draft())).rejects.toThrow('full');
  });
});

describe('without IndexedDB', () => {
  it('falls back to localStorage in redux-persist format', async () => {
    const storage = createDraftStorage({ indexedDB: () => undefined });
    await storage.setItem(KEY, draft({ imageBase64: null, copyrightBase64: null }));
    const stored = localStorage.getItem(KEY) ?? '';
    expect(parseLegacyDraft(stored)).toEqual(draft({ imageBase64: null, copyrightBase64: null }));
    await expect(storage.getItem(KEY)).resolves.toEqual(
      draft({ imageBase64: null, copyrightBase64: null }),
    );
  });

  it('falls back when the browser refuses to open IndexedDB', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const refusing = new IDBFactory();
    jest.spyOn(refusing, 'open').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    freshIndexedDb(refusing);
    const storage = createDraftStorage();
    await storage.setItem(KEY, draft({ title: '대체 저장' }));
    expect(localStorage.getItem(KEY)).toContain('대체 저장');
  });

  it('ignores a corrupt legacy value', () => {
    expect(parseLegacyDraft('{not json')).toBeNull();
    expect(parseLegacyDraft('[1,2]')).toBeNull();
  });
});

describe('sanitizeDraft', () => {
  it('keeps good fields and empties damaged ones', () => {
    expect(
      sanitizeDraft({
        title: '여름 밤',
        singers: '가수 A',
        composers: [],
        lyricists: ['작사가', 3],
        streamingUrls: ['https://a.example'],
        isRegistered: 'yes',
        imageBase64: photo,
        croppedBase64: 12,
        ethPrice: '1.5',
        extra: 'ignored',
      }),
    ).toEqual({
      ...emptyDraft,
      title: '여름 밤',
      streamingUrls: ['https://a.example'],
      imageBase64: photo,
      ethPrice: '1.5',
    });
    expect(sanitizeDraft(null)).toEqual(emptyDraft);
  });
});
