import { errorCause, errorMessage, type ErrorCause } from '@/shared/api/api-error';
import { useRetryWhileOnView } from '@/shared/hooks/use-retry-while-on-view';
import styles from './ErrorState.module.css';
import { buttonClass } from './plain-button';

// Plain elements (ErrorState.module.css): error states are on the first download (home's list,
// every screen's failed call), MUI is not.

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
}

/** A failed or malformed response shown as a readable state with a way to try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <button type="button" className={buttonClass('line-primary', 'small')} onClick={onRetry}>
          다시 시도
        </button>
      ) : null}
    </div>
  );
}

export interface ApiErrorStateProps {
  error: unknown;
  /** This screen's words for a thing that is not there. */
  notFound?: string;
  onRetry?: () => void;
}

/**
 * A failed query, worded by its cause (shared/api/api-error.ts). Retry is offered where trying
 * again can help: not for a thing that is not there, a refusal, or a missing permission. A failure
 * for the network is also tried again by itself while it is on view, and says so.
 */
export function ApiErrorState({ error, notFound, onRetry }: ApiErrorStateProps) {
  const cause = errorCause(error);
  const retryHelps = cause === null || RETRYABLE.has(cause);
  const retrying = useRetryWhileOnView(error, onRetry);
  return (
    <ErrorState
      message={errorMessage(error, { notFound, retrying })}
      onRetry={retryHelps ? onRetry : undefined}
    />
  );
}

const RETRYABLE: ReadonlySet<ErrorCause> = new Set(['network', 'timeout', 'server', 'conflict']);
