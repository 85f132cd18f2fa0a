import { useEffect, useSyncExternalStore } from 'react';
import { networkRestored, selectNetworkDown } from '@/shared/store/app-status-slice';
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
 * True when the browser says it is offline, or the last call failed for the network. The browser's
 * `online` event clears a failed call's mark, so the next call can show whether it is back.
 */
export function useOffline(): boolean {
  const browserOffline = useBrowserOffline();
  const networkDown = useAppSelector(selectNetworkDown);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onOnline = () => dispatch(networkRestored());
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [dispatch]);
  return browserOffline || networkDown;
}

/** The line under a button that sends something, while offline. */
export const OFFLINE_ACTION_MESSAGE = '인터넷에 연결되면 진행할 수 있어요.';
