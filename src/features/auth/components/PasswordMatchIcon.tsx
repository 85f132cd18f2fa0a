import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import styles from './PasswordMatchIcon.module.css';

/** The confirmation's check or deny mark (spec §5), with a Korean name for screen readers. */
export function PasswordMatchIcon({ matches }: { matches: boolean }) {
  return matches ? (
    <CheckCircleIcon titleAccess="비밀번호가 일치합니다" className={styles.match} />
  ) : (
    <CancelIcon titleAccess="비밀번호가 일치하지 않습니다" className={styles.mismatch} />
  );
}
