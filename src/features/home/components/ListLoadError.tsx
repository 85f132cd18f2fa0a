import { messages } from '@/features/home/messages';
import { buttonClass } from '@/shared/ui/plain-button';
import styles from './ListLoadError.module.css';

export interface ListLoadErrorProps {
  detail: string;
  retrying: boolean;
  onRetry: () => void;
}

/** Shown above the (empty) sections when the list call failed, with a way to try again. */
export function ListLoadError({ detail, retrying, onRetry }: ListLoadErrorProps) {
  return (
    <div className={styles.error} role="alert">
      <div className={styles.text}>
        <p className={styles.title}>{messages.loadFailed}</p>
        <p className={styles.detail}>{detail}</p>
      </div>
      <button
        type="button"
        className={buttonClass('line-primary', 'small')}
        onClick={onRetry}
        disabled={retrying}
      >
        다시 시도
      </button>
    </div>
  );
}
