import styles from './PageLoader.module.css';

// Plain elements (PageLoader.module.css): the loading state is on the first download, MUI is not.

/** MUI's indeterminate CircularProgress (40 px), as plain SVG. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className={styles.spinner} role="progressbar" aria-label={label}>
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/** Loading state with the spec's loading text (§8). */
export function PageLoader({ label = '데이터를 불러오는 중...' }: { label?: string }) {
  return (
    <div className={styles.loader} role="status">
      <Spinner label={label} />
      <p className={styles.text}>{label}</p>
    </div>
  );
}
