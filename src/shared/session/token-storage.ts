import type { Storage as PersistStorage } from 'redux-persist';

/** Spec §9: the tokens live in localStorage under exactly these keys. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

const TOKEN_KEYS = [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY] as const;

/**
 * A redux-persist storage that keeps each token as a plain string under its own key instead of
 * redux-persist's one JSON blob, so other code (and other tabs) read `localStorage.accessToken`.
 */
export function createTokenStorage(
  backing: () => globalThis.Storage = () => localStorage,
): PersistStorage {
  return {
    getItem: async () => {
      const store = backing();
      const serialized: Record<string, string> = {};
      for (const key of TOKEN_KEYS) serialized[key] = JSON.stringify(store.getItem(key));
      serialized._persist = JSON.stringify({ version: -1, rehydrated: true });
      return JSON.stringify(serialized);
    },
    setItem: async (_key: string, value: string) => {
      const store = backing();
      const outer = JSON.parse(value) as Record<string, string>;
      for (const key of TOKEN_KEYS) {
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
      for (const key of TOKEN_KEYS) store.removeItem(key);
    },
  };
}

/** The Authorization header every call carries for this access token; null when logged out. */
export const authorizationOf = (accessToken: string | null): string | null =>
  accessToken ? `Bearer ${accessToken}` : null;

/** Reads the tokens as they are now in storage (used for cross-tab sync). */
export function readStoredTokens(store: globalThis.Storage = localStorage) {
  return {
    accessToken: store.getItem(ACCESS_TOKEN_KEY),
    refreshToken: store.getItem(REFRESH_TOKEN_KEY),
  };
}
