import { updateWaiting } from '@/shared/store/app-status-slice';
import { useAppDispatch } from '@/shared/store/hooks';
import { acceptUpdate } from './waiting-worker';
import styles from './UpdatePrompt.module.css';

/**
 * "새 버전이 있어요" (UpdatePrompt.tsx shows it). 새로고침 hands over to the waiting worker, and every
 * open tab reloads once; 나중에 keeps this page as it is, and the next visit asks again.
 */
export default function UpdatePromptBar() {
  const dispatch = useAppDispatch();
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
