import { useOffline } from '@/shared/hooks/use-offline';
import { plainIcon } from '@/shared/ui/plain-icon';
import styles from './OfflineBanner.module.css';

/** @mui/icons-material's CloudOffOutlined, as plain SVG (plain-icon.tsx). */
const CloudOffIcon = plainIcon([
  'M24 15c0-2.64-2.05-4.78-4.65-4.96C18.67 6.59 15.64 4 12 4c-1.33 0-2.57.36-3.65.97l1.49 1.49C10.51 6.17 11.23 6 12 6c3.04 0 5.5 2.46 5.5 5.5v.5H19c1.66 0 3 1.34 3 3 0 .99-.48 1.85-1.21 2.4l1.41 1.41c1.09-.92 1.8-2.27 1.8-3.81M4.41 3.86 3 5.27l2.77 2.77h-.42C2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h11.73l2 2 1.41-1.41zM6 18c-2.21 0-4-1.79-4-4s1.79-4 4-4h1.73l8 8z',
]);

/**
 * Said under the header of every screen while calls do not get through. It says only that: what a
 * screen does about it (asking again by itself, or a button) is said by the screen.
 */
export const OFFLINE_NOTICE = '인터넷 연결이 원활하지 않아요.';

export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div className={styles.banner} role="status">
      <CloudOffIcon small />
      <p className={styles.text}>{OFFLINE_NOTICE}</p>
    </div>
  );
}
