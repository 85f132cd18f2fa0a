import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ApiErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/PageLoader';
import styles from './WalletFigures.module.css';

export interface WalletFigure {
  label: string;
  value: string;
  /** A line under the figure: its date, how many rounds. */
  detail?: string;
  /** The screen that explains the figure. */
  to: string;
  tone?: 'warning';
}

/** One part of the wallet: its heading, then its figures, each a link to the screen behind it. */
export function WalletSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Typography id={id} component="h2" className={styles.title}>
        {title}
      </Typography>
      {lead ? <Typography className={styles.lead}>{lead}</Typography> : null}
      {children}
    </section>
  );
}

export function WalletFigureList({ figures }: { figures: WalletFigure[] }) {
  return (
    <ul className={styles.list}>
      {figures.map((figure) => (
        <li key={figure.label}>
          <RouterLink
            to={figure.to}
            className={figure.tone ? `${styles.figure} ${styles.warning}` : styles.figure}
          >
            <span className={styles.text}>
              <span className={styles.label}>{figure.label}</span>
              {figure.detail ? <span className={styles.detail}>{figure.detail}</span> : null}
            </span>
            <span className={styles.value}>{figure.value}</span>
            <ChevronRightIcon aria-hidden className={styles.chevron} />
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}

interface Call {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A section's calls as one state: loading until every one has answered, the first failure (with a
 * retry of what failed), or the figures.
 */
export function WalletCalls({
  calls,
  ready,
  label,
  children,
}: {
  calls: Call[];
  ready: boolean;
  /** What is loading, for the progress bar's name: "투자 현황을 불러오는 중...". */
  label: string;
  children: () => ReactNode;
}) {
  if (calls.some((call) => call.isLoading)) {
    return (
      <div className={styles.loading}>
        <Spinner label={label} size={20} />
        <span>{label}</span>
      </div>
    );
  }
  if (!ready) {
    return (
      <ApiErrorState
        error={calls.find((call) => call.error)?.error}
        onRetry={() => calls.filter((call) => call.error).forEach((call) => void call.refetch())}
      />
    );
  }
  return <>{children()}</>;
}
