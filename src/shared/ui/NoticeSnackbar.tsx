import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import styles from './NoticeSnackbar.module.css';

export interface NoticeProps {
  open: boolean;
  message: string;
  severity?: AlertColor;
  onClose: () => void;
}

/**
 * A short message at the top of the screen, until the person closes it: one that leaves by itself
 * is a time limit on reading it (KWCAG 6.2.1). Screens use `Notice` (./Notice.tsx).
 */
export default function NoticeSnackbar({ open, message, severity = 'info', onClose }: NoticeProps) {
  return (
    <Snackbar
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={severity} onClose={onClose} closeText="닫기" className={styles.alert}>
        {message}
      </Alert>
    </Snackbar>
  );
}
