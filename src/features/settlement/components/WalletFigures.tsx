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
 * retry of what failed), or the figures. While loading, the section holds its figures' rows (the
 * first says what is loading), so what is under it does not move down when they arrive.
 */
export function WalletCalls({
  calls,
  ready,
  label,
  rows,
  children,
}: {
  calls: Call[];
  ready: boolean;
  /** What is loading, for the progress bar's name: "투자 현황을 불러오는 중...". */
  label: string;
  /** How many figure rows the section shows once it has answered. */
  rows: number;
  children: () => ReactNode;
}) {
  if (calls.some((call) => call.isLoading)) {
    return (
      <div className={styles.list}>
        {Array.from({ length: rows }, (_, row) => (
          <div
            key={row}
            className={`${styles.figure} ${styles.held}`}
            aria-hidden={row > 0 || undefined}
          >
            {/* A label's line and a detail's, then the figure's place (under them at large
                text), as a figure row has: the same height at any text size. */}
            <span className={`${styles.text} ${styles.pending}`}>
              <span className={styles.label}>{row === 0 ? label : '\u00a0'}</span>
              <span className={styles.detail}>{'\u00a0'}</span>
            </span>
            <span className={styles.value}>
              {row === 0 ? <Spinner label={label} size={20} /> : '\u00a0'}
            </span>
          </div>
        ))}
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
