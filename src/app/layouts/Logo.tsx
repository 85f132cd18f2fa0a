import styles from './Logo.module.css';

/** Wordmark: a note in a coin, and the service name. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg width="26" height="26" viewBox="0 0 26 26" aria-hidden="true" focusable="false">
        <circle cx="13" cy="13" r="12" fill="currentColor" />
        <path
          d="M11 7.5v8.2a2.6 2.6 0 1 0 1.6 2.4V10.4l4.4-1.2V7z"
          className={styles.note}
          transform="translate(-0.5 -0.5)"
        />
      </svg>
      <span className={styles.name}>뮤직론</span>
    </span>
  );
}
