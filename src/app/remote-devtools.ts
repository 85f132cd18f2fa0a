import { devToolsEnhancer } from '@redux-devtools/remote';
import type { StoreEnhancer } from '@reduxjs/toolkit';
import { devToolsSettings } from '@/shared/store/devtools';

/**
 * The store relayed to a Redux DevTools server (`npm run devtools`, @redux-devtools/cli) over its
 * socket, for a phone where the extension cannot go: the monitor in the laptop's browser shows
 * this store's actions and state and jumps, skips and dispatches in it. Only a development build
 * started with REDUX_DEVTOOLS_REMOTE=<host>:<port> loads this module (main.tsx); no other build
 * has it (e2e/bundle.prod.spec.ts). The same sanitizers and traces as the extension's.
 */
export function remoteDevTools(address: string): StoreEnhancer {
  const at = address.lastIndexOf(':');
  const hostname = at > 0 ? address.slice(0, at) : address;
  const port = at > 0 ? Number(address.slice(at + 1)) : 8000;
  return devToolsEnhancer({
    ...devToolsSettings,
    hostname,
    port,
    realtime: true,
    // A monitor opened later still gets the session's recent history.
    maxAge: 200,
  }) as StoreEnhancer;
}
