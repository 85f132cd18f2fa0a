import styles from './PageLoader.module.css';

// Plain elements (PageLoader.module.css): the loading state is on the first download, MUI is not.

/**
 * The app's one spinner: MUI's indeterminate CircularProgress as plain SVG, its arc turning on the
 * compositor (PageLoader.module.css). With a `label` it is a progress bar named by it; without,
 * decoration beside a text that says what is happening (a busy button's label). `size` in px;
 * `inherit` takes the surrounding text's colour (on a filled button).
 */
export function Spinner({
  label,
  size = 40,
  inherit = false,
  className,
}: {
  label?: string;
  size?: number;
  inherit?: boolean;
  className?: string;
}) {
  const classes = [styles.spinner, inherit ? styles.inherit : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={classes}
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={size === 40 ? undefined : { width: size, height: size }}
    >
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
