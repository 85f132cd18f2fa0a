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

/**
 * The heading block of a form screen (login, sign-up steps, registration steps), in plain elements
 * drawn as MUI's Typography draws its h2 and body1 (ScreenHeading.module.css).
 */
export function ScreenHeading({
  title,
  description,
  eyebrow,
  compact = false,
}: ScreenHeadingProps) {
  return (
    <div className={compact ? `${styles.heading} ${styles.compact}` : styles.heading}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 className={styles.title}>{title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
}
