import type { ContractDetail } from '@/shared/api/wire/schemas';
import { formatWon } from '@/shared/lib/format';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import styles from './FundingProgress.module.css';

/** Progress bar with the target and what is still left to fund. */
export function FundingProgress({ detail }: { detail: ContractDetail }) {
  const { progress, contract } = detail;
  return (
    <div>
      <ProgressBar progress={progress.currentProgress} label="투자 진행률" />
      <div className={styles.figures}>
        <p className={styles.figure}>
          남은 모집 금액 <strong>{formatWon(progress.remainingInvestingMoney)}</strong>
        </p>
        <p className={styles.figure}>목표 {formatWon(contract.loanAmount)}</p>
      </div>
    </div>
  );
}
