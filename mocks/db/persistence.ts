import { STATE_VERSION } from './state';
import type { DbState } from './types';

/** The demo backend's own localStorage key (never the app's accessToken/refreshToken/nftFormData). */
export const DEMO_STATE_KEY = 'demoBackendState';

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const isState = (value: unknown): value is DbState => {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<DbState>;
  return (
    state.version === STATE_VERSION &&
    Array.isArray(state.users) &&
    Array.isArray(state.copyrights) &&
    Array.isArray(state.contracts) &&
    Array.isArray(state.investments) &&
    Array.isArray(state.schedules) &&
    typeof state.tokens === 'object' &&
    typeof state.nextIds === 'object'
  );
};

/** A saved state of this version, or null (missing, corrupt or from an older demo). */
export function loadState(storage: KeyValueStorage): DbState | null {
  try {
    const raw = storage.getItem(DEMO_STATE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let warned = false;

export function saveState(storage: KeyValueStorage, state: DbState): void {
  try {
    storage.setItem(DEMO_STATE_KEY, JSON.stringify(state));
  } catch (error) {
    // Usually the ~5 MB quota after many large uploads: the demo keeps working in memory.
    if (!warned)
      console.warn('[demo backend] 상태를 저장하지 못했습니다 (localStorage 용량).', error);
    warned = true;
  }
}

/** Where a large world (large-world.ts) keeps its sessions: the world itself is seeded anew. */
export const WORLD_SESSIONS_KEY = 'demoWorldSessions';

export function saveSessions(storage: KeyValueStorage, state: DbState): void {
  try {
    storage.setItem(WORLD_SESSIONS_KEY, JSON.stringify(state.tokens));
  } catch {
    // Without them a reload asks to log in again; the world itself works as before.
  }
}

export function loadSessions(storage: KeyValueStorage): DbState['tokens'] | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(WORLD_SESSIONS_KEY) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as DbState['tokens']) : null;
  } catch {
    return null;
  }
}

/** Takes in the sessions of accounts the new seed has (its ids are the same on every seed). */
export function keepSessions(state: DbState, sessions: DbState['tokens'] | null): void {
  for (const [token, row] of Object.entries(sessions ?? {})) {
    if (state.users.some((user) => user.userId === row?.userId)) state.tokens[token] = row;
  }
}
