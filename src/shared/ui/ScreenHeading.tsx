import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import styles from './ScreenHeading.module.css';

export interface ScreenHeadingProps {
  title: string;
  description?: ReactNode;
  /** A short line above the title, e.g. '1/3'. */
  eyebrow?: ReactNode;
  /** Less space above: a step indicator sits above it. */
  compact?: boolean;
}

/** The heading block of a form screen (sign-up steps, registration steps). */
export function ScreenHeading({
  title,
  description,
  eyebrow,
  compact = false,
}: ScreenHeadingProps) {
  return (
    <div className={compact ? `${styles.heading} ${styles.compact}` : styles.heading}>
      {eyebrow ? <Typography className={styles.eyebrow}>{eyebrow}</Typography> : null}
      <Typography component="h2" variant="h2">
        {title}
      </Typography>
      {description ? (
        <Typography color="textSecondary" className={styles.description}>
          {description}
        </Typography>
      ) : null}
    </div>
  );
}
