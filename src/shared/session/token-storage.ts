import type { Storage as PersistStorage } from 'redux-persist';

/** Spec §9: the tokens live in localStorage under exactly these keys. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
/** The login id of the session (내 프로필 says who is signed in): written and removed with the tokens. */
export const LOGIN_ID_KEY = 'loginId';

/** The session's keys in localStorage, each a plain string. */
export const SESSION_KEYS = [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, LOGIN_ID_KEY] as const;

/**
 * A redux-persist storage that keeps each token (and the login id) as a plain string under its own key instead of
 * redux-persist's one JSON blob, so other code (and other tabs) read `localStorage.accessToken`.
 */
export function createTokenStorage(
  backing: () => globalThis.Storage = () => localStorage,
): PersistStorage {
  return {
    getItem: async () => {
      const store = backing();
      const serialized: Record<string, string> = {};
      for (const key of SESSION_KEYS) serialized[key] = JSON.stringify(store.getItem(key));
      serialized._persist = JSON.stringify({ version: -1, rehydrated: true });
      return JSON.stringify(serialized);
    },
    setItem: async (_key: string, value: string) => {
      const store = backing();
      const outer = JSON.parse(value) as Record<string, string>;
      for (const key of SESSION_KEYS) {
        const token = outer[key] === undefined ? null : (JSON.parse(outer[key]) as string | null);
        if (token) {
          if (store.getItem(key) !== token) store.setItem(key, token);
        } else if (store.getItem(key) !== null) {
          store.removeItem(key);
        }
      }
    },
    removeItem: async () => {
      const store = backing();
      for (const key of SESSION_KEYS) store.removeItem(key);
    },
  };
}

/** The Authorization header every call carries for this access token; null when logged out. */
export const authorizationOf = (accessToken: string | null): string | null =>
  accessToken ? `Bearer ${accessToken}` : null;

/**
 * Reads the tokens as they are now in storage: the store's first session, the boot script's first
 * call, cross-tab sync. Storage the browser refuses (site data blocked: reading `localStorage`
 * throws) reads as logged out, so the app still starts.
 */
export function readStoredTokens(store?: globalThis.Storage): {
  accessToken: string | null;
  refreshToken: string | null;
  loginId: string | null;
} {
  try {
    const storage = store ?? localStorage;
    return {
      accessToken: storage.getItem(ACCESS_TOKEN_KEY),
      refreshToken: storage.getItem(REFRESH_TOKEN_KEY),
      loginId: storage.getItem(LOGIN_ID_KEY),
    };
  } catch {
    return { accessToken: null, refreshToken: null, loginId: null };
  }
}
