import { selectUpdateReady, updateWaiting } from '@/shared/store/app-status-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { acceptUpdate } from './register-worker';
import styles from './UpdatePrompt.module.css';

/**
 * Asks to move to a new version once its service worker waits (register-worker.ts). 새로고침
 * hands over to it, and every open tab reloads once; 나중에 keeps this page as it is, and the next
 * visit asks again.
 */
export function UpdatePrompt() {
  const ready = useAppSelector(selectUpdateReady);
  const dispatch = useAppDispatch();
  if (!ready) return null;
  return (
    <div className={styles.prompt} role="status">
      <p className={styles.text}>새 버전이 있어요</p>
      <button type="button" className={styles.later} onClick={() => dispatch(updateWaiting(false))}>
        나중에
      </button>
      <button
        type="button"
        className={styles.reload}
        onClick={() => {
          dispatch(updateWaiting(false));
          acceptUpdate();
        }}
      >
        새로고침
      </button>
    </div>
  );
}
