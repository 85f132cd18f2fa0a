import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import styles from './NoticeSnackbar.module.css';

export interface NoticeProps {
  open: boolean;
  message: string;
  severity?: AlertColor;
  /** Closes by itself after this many ms; absent = stays until closed. */
  autoHideDuration?: number;
  onClose: () => void;
}

/** A short message at the top of the screen. Screens use `Notice` (./Notice.tsx). */
export default function NoticeSnackbar({
  open,
  message,
  severity = 'info',
  autoHideDuration,
  onClose,
}: NoticeProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideDuration}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={severity} onClose={onClose} className={styles.alert}>
        {message}
      </Alert>
    </Snackbar>
  );
}
