import type { ReactNode } from 'react';
import { ErrorOutlineIcon, InfoOutlinedIcon } from './login-icons';
import styles from './LoginNotice.module.css';

/**
 * The login screen's notice under its fields (the pair refused, the session ended), drawn as MUI's
 * standard Alert with plain elements (decision 053), and, as MUI's Alert is, an alert to screen
 * readers.
 */
export function LoginNotice({
  severity,
  children,
}: {
  severity: 'error' | 'info';
  children: ReactNode;
}) {
  const Icon = severity === 'error' ? ErrorOutlineIcon : InfoOutlinedIcon;
  return (
    <div role="alert" className={`${styles.notice} ${styles[severity]}`}>
      <div className={styles.icon}>
        <Icon />
      </div>
      <div className={styles.message}>{children}</div>
    </div>
  );
}
