import type { Persistor } from 'redux-persist';
import { rootReducer } from '@/shared/store/root-reducer';
import type { DraftState } from './draft-restore';

interface DraftStore {
  getState: () => { registrationDraft: DraftState };
  subscribe: (listener: () => void) => () => void;
}

interface Host {
  persistor: Persistor;
  stopped: boolean;
  stops: Array<() => void>;
}

/** Stores whose persistence has started (app/store.ts `startPersistence`), with their persistor. */
const hosts = new WeakMap<object, Host>();
const starts = new WeakMap<object, Promise<void>>();

/**
 * The registration draft persists only once a screen that reads it opens (DraftGate) or a fresh
 * registration starts (my music's "register music"). Its storage (IndexedDB through idb-keyval,
 * the restore rules, ~2 KB brotli) is a chunk of its own, so home, login and every other first
 * screen neither download it nor open IndexedDB (docs/decisions/052).
 *
 * `startPersistence` offers the store here; returns what stops the draft's writes.
 */
export function offerDraftPersistence(store: object, persistor: Persistor): () => void {
  const host: Host = { persistor, stopped: false, stops: [] };
  hosts.set(store, host);
  return () => {
    host.stopped = true;
    for (const stop of host.stops) stop();
    hosts.delete(store);
  };
}

/**
 * True when the draft is ready to be read as it is: never persisted (no persistence offered), or
 * its persistence started (redux-persist's PERSIST gave it `_persist`).
 */
export const draftPersistenceStarted = (store: DraftStore): boolean =>
  !hosts.has(store) || store.getState().registrationDraft._persist !== undefined;

/**
 * Starts the draft's persistence for a store whose persistence has started: downloads its chunk,
 * puts the persisted reducer in place of the plain one, and asks redux-persist to read the stored
 * draft (`persistor.persist()`, which the other persisted slices, already read, ignore). Resolves
 * when the read has begun: `_persist.rehydrated` is false until it arrives, and DraftGate waits
 * for it. Anything dispatched meanwhile wins over the stored draft (draft-restore.ts).
 */
export function startDraftPersistence(store: DraftStore): Promise<void> {
  const host = hosts.get(store);
  if (!host) return Promise.resolve();
  let start = starts.get(store);
  if (!start) {
    start = import('./draft-persist').then(
      ({ persistedDraftReducer, persistDraft, flushDraftMilestones }) => {
        if (host.stopped) return;
        rootReducer.inject(
          { reducerPath: 'registrationDraft', reducer: persistedDraftReducer },
          { overrideExisting: true },
        );
        persistDraft(host.persistor.persist);
        host.stops.push(flushDraftMilestones(store, () => host.persistor.flush()));
      },
    );
    starts.set(store, start);
    // A chunk that did not download (offline) is tried again by the next screen that needs it.
    start.catch(() => starts.delete(store));
  }
  return start;
}
