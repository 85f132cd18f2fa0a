import { errorMessage } from '@/shared/api/api-error';
import { useRetryWhileOnView } from '@/shared/hooks/use-retry-while-on-view';
import { messages } from '@/features/home/messages';
import { buttonClass } from '@/shared/ui/plain-button';
import styles from './ListLoadError.module.css';

export interface ListLoadErrorProps {
  error: unknown;
  /** A call is on its way (the button waits for it). */
  fetching: boolean;
  onRetry: () => void;
}

/**
 * Shown above the (empty) sections when the list call failed, with a way to try again; a failure
 * for the network is also tried again by itself.
 */
export function ListLoadError({ error, fetching, onRetry }: ListLoadErrorProps) {
  const retrying = useRetryWhileOnView(error, fetching ? undefined : onRetry);
  const detail = errorMessage(error, { retrying });
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
        disabled={fetching}
      >
        다시 시도
      </button>
    </div>
  );
}
