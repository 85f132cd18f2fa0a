import Typography from '@mui/material/Typography';
import { Spinner } from './PageLoader';
import styles from './StillWorking.module.css';
import text from './text.module.css';

/** Spoken and shown once a request about money has taken longer than a few seconds. */
export const STILL_WORKING_MESSAGE = '아직 처리 중이에요. 화면을 닫지 말고 잠시만 기다려 주세요.';

/**
 * The line under a button whose request is slow (`message`: still working, then still checking).
 * The live region appears with the request, so the text added seconds later is announced.
 */
export function StillWorking({ busy, message }: { busy: boolean; message: string | null }) {
  if (!busy) return null;
  return (
    <Typography role="status" variant="body2" color="textSecondary" className={text.centred}>
      {message}
    </Typography>
  );
}

/** A button label that shows progress while busy. */
export function BusyLabel({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  if (!busy) return label;
  return (
    <>
      <Spinner size={16} inherit className={styles.spinner} />
      {busyLabel}
    </>
  );
}
