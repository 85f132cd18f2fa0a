import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { errorMessage } from '@/shared/api/api-error';
import { useRetryWhileOnView } from '@/shared/hooks/use-retry-while-on-view';
import styles from './LoanNotice.module.css';

/**
 * Why the loan button is not offered, said in place of a button that would do nothing. With the
 * failed call's `error`, its cause follows the sentence, and a failure for the network is tried
 * again by itself while on view.
 */
export function LoanNotice({
  children,
  error,
  onRetry,
  alert = false,
}: {
  children: string;
  error?: unknown;
  onRetry?: () => void;
  /** An error the user should hear about at once (not a plain explanation). */
  alert?: boolean;
}) {
  const retrying = useRetryWhileOnView(error, onRetry);
  const text = error === undefined ? children : `${children} ${errorMessage(error, { retrying })}`;
  return (
    <div role={alert ? 'alert' : undefined} className={styles.notice}>
      <InfoOutlinedIcon fontSize="small" className={styles.icon} aria-hidden />
      <div className={styles.body}>
        <Typography className={styles.text}>{text}</Typography>
        {onRetry ? (
          <Button variant="line-primary" size="extra" className={styles.retry} onClick={onRetry}>
            다시 시도
          </Button>
        ) : null}
      </div>
    </div>
  );
}
