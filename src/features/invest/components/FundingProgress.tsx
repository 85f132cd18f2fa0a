import type { ContractDetail } from '@/shared/api/wire/schemas';
import { formatWon } from '@/shared/lib/format';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { staticCss } from '@/shared/ui/static-css';
import { bodyText, colors, spacingPx } from '@/shared/ui/tokens';

staticCss(
  'funding-progress',
  `.funding-progress__figures{display:flex;justify-content:space-between;margin-top:${spacingPx}px}
.funding-progress__figure{margin:0;${bodyText.body2};color:${colors.textSecondary}}
.funding-progress__figure>strong{color:${colors.text}}`,
);

/** Progress bar with the target and what is still left to fund. */
export function FundingProgress({ detail }: { detail: ContractDetail }) {
  const { progress, contract } = detail;
  return (
    <div>
      <ProgressBar progress={progress.currentProgress} label="투자 진행률" />
      <div className="funding-progress__figures">
        <p className="funding-progress__figure">
          남은 모집 금액 <strong>{formatWon(progress.remainingInvestingMoney)}</strong>
        </p>
        <p className="funding-progress__figure">목표 {formatWon(contract.loanAmount)}</p>
      </div>
    </div>
  );
}
