import Typography from '@mui/material/Typography';
import type { ContractRole } from '@/shared/api/wire/enums';
import type { ConfirmedContracts } from '@/shared/api/wire/schemas';
import { formatNumber, formatWon } from '@/shared/lib/format';
import { roleWords } from '@/features/settlement/lib/repayment-tabs';
import styles from './SummaryHeader.module.css';

export interface SummaryHeaderProps {
  side: ContractRole;
  /** Undefined until a dashboard answer has arrived. */
  summary: Pick<ConfirmedContracts, 'cash' | 'totalContracts' | 'totalAmount'> | undefined;
}

const PENDING = '-';

/** Balance, number of running contracts and their total, as one card at the top. */
export function SummaryHeader({ side, summary }: SummaryHeaderProps) {
  const words = roleWords(side);
  return (
    <section
      aria-label="정산 요약"
      aria-busy={summary ? undefined : true}
      className={styles.summary}
    >
      <Typography component="p" className={styles.label}>
        보유 잔액
      </Typography>
      <Typography component="p" className={styles.cash}>
        {summary ? formatWon(summary.cash) : PENDING}
      </Typography>
      <dl className={styles.figures}>
        <div>
          <dt>총 계약</dt>
          <dd>{summary ? `${formatNumber(summary.totalContracts)}건` : PENDING}</dd>
        </div>
        <div>
          <dt>{words.total}</dt>
          <dd>{summary ? formatWon(summary.totalAmount) : PENDING}</dd>
        </div>
      </dl>
    </section>
  );
}
