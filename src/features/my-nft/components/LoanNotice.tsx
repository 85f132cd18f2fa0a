import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import styles from './LoanNotice.module.css';

/** Why the loan button is not offered, said in place of a button that would do nothing. */
export function LoanNotice({
  children,
  onRetry,
  alert = false,
}: {
  children: string;
  onRetry?: () => void;
  /** An error the user should hear about at once (not a plain explanation). */
  alert?: boolean;
}) {
  return (
    <div role={alert ? 'alert' : undefined} className={styles.notice}>
      <InfoOutlinedIcon fontSize="small" className={styles.icon} aria-hidden />
      <div className={styles.body}>
        <Typography className={styles.text}>{children}</Typography>
        {onRetry ? (
          <Button variant="line-primary" size="extra" className={styles.retry} onClick={onRetry}>
            다시 시도
          </Button>
        ) : null}
      </div>
    </div>
  );
}
