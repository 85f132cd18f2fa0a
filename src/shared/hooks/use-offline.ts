import { useEffect, useSyncExternalStore } from 'react';
import {
  browserWentOffline,
  networkRestored,
  selectNetworkDown,
} from '@/shared/store/app-status-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * True while the browser says there is no connection. Buttons that send something are disabled
 * then, with OFFLINE_ACTION_MESSAGE; a call that merely failed does not disable them (trying
 * again is how the user finds out the server is back).
 */
export const useBrowserOffline = (): boolean =>
  !useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * True while the last call failed for the network, or the browser said it went offline and no
 * answer came since. Any answer from the server clears it (base-query.ts), and so does the browser's
 * `online` event, so the next call shows whether it is back. The browser's word alone never keeps
 * it up: on a Wi-Fi that carries nothing it says online, and after a reload it may never say so.
 */
export function useOffline(): boolean {
  const networkDown = useAppSelector(selectNetworkDown);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onOnline = () => dispatch(networkRestored());
    const onOffline = () => dispatch(browserWentOffline());
    if (!navigator.onLine) onOffline();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [dispatch]);
  return networkDown;
}

/** The line under a button that sends something, while offline. */
export const OFFLINE_ACTION_MESSAGE = '인터넷에 연결되면 진행할 수 있어요.';
