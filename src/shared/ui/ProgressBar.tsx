import { formatProgress, isProgressHigh, parsePercent, type Progress } from '@/shared/lib/format';
import styles from './ProgressBar.module.css';

// Plain elements (ProgressBar.module.css): a list of cards draws one bar each, and MUI's
// LinearProgress and Typography cost emotion's work per card on every render.

export interface ProgressBarProps {
  /** Percent, as the wire sends it ("37.5") or as a number; null when unknown (an empty bar, "—"). */
  progress: Progress;
  /** Accessible name of the bar, e.g. '투자 진행률'. */
  label?: string;
  /** Show the percent text beside the bar. */
  showValue?: boolean;
}

/**
 * Funding progress: 50 % or more in the positive colour, less in the warning colour (spec §9);
 * the figure beside the bar in the darker shade of each, to stay readable (4.5:1) on white.
 */
export function ProgressBar({ progress, label = '진행률', showValue = true }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, parsePercent(progress)));
  const text = formatProgress(progress);
  return (
    <div className={isProgressHigh(progress) ? `${styles.bar} ${styles.high}` : styles.bar}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        aria-valuetext={text}
      >
        <div className={styles.fill} style={{ transform: `translateX(${value - 100}%)` }} />
      </div>
      {showValue ? (
        // The bar's aria-valuetext already says it; the figure is for the eye.
        <p className={styles.value} aria-hidden>
          {text}
        </p>
      ) : null}
    </div>
  );
}
