import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import styles from './LoanSection.module.css';

/** A titled block of a loan screen; the title is the section's accessible name. */
export function LoanSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <Typography id={headingId} component="h2" variant="h3">
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="textSecondary" className={styles.description}>
            {description}
          </Typography>
        ) : null}
      </div>
      {children}
    </section>
  );
}
