import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyNftItem } from '@/shared/api/wire/schemas';
import { ApiErrorState } from '@/shared/ui/ErrorState';
import { PageLoader } from '@/shared/ui/PageLoader';
import { MyLoanItem } from './MyLoanItem';
import styles from './MyLoanSection.module.css';

export interface MyLoanSectionProps {
  title: string;
  items: MyNftItem[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  itemHref: (item: MyNftItem) => string;
  empty: { message: string; actionLabel: string; to: string };
  /** The settlement dashboard for this side, shown once there is something to settle. */
  dashboard: { label: string; to: string };
}

/** One side of my loans (received or invested) with its own loading, empty and error states. */
export function MyLoanSection({
  title,
  items,
  isLoading,
  error,
  onRetry,
  itemHref,
  empty,
  dashboard,
}: MyLoanSectionProps) {
  const headingId = useId();
  let body;
  if (isLoading) body = <PageLoader />;
  else if (error || !items) body = <ApiErrorState error={error} onRetry={onRetry} />;
  else if (items.length === 0) {
    body = (
      <div className={styles.empty}>
        <Typography className={styles.emptyText}>{empty.message}</Typography>
        <Button component={RouterLink} to={empty.to} variant="secondary" size="small">
          {empty.actionLabel}
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {items.map((item) => (
          <MyLoanItem key={item.copyrightId} item={item} href={itemHref(item)} />
        ))}
      </ul>
    );
  }

  const hasItems = !isLoading && !error && items !== undefined && items.length > 0;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <Typography id={headingId} component="h2" className={styles.title}>
          {title}
          {hasItems ? <span className={styles.count}>{items.length}</span> : null}
        </Typography>
        {hasItems ? (
          <Button component={RouterLink} to={dashboard.to} variant="line-secondary" size="extra">
            {dashboard.label}
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
