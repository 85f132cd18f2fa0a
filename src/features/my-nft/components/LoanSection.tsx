import Typography from '@mui/material/Typography';
import { useGetLoanInfoQuery } from '@/shared/api/loans-api';
import type { LoanInfo } from '@/shared/api/wire/loan-schemas';
import { formatRatePercent, formatWon } from '@/shared/lib/format';
import { InfoList, type InfoRow } from '@/shared/ui/InfoList';
import { DetailSection } from '@/shared/ui/DetailSection';
import { PageLoader } from '@/shared/ui/PageLoader';
import {
  useLoanEligibility,
  type LoanEligibility,
} from '@/features/my-nft/hooks/use-loan-eligibility';
import { MAX_REPAYMENT_COUNT, MIN_REPAYMENT_COUNT } from '@/shared/lending/rules';
import { LoanAction } from './LoanAction';
import { LoanNotice } from './LoanNotice';
import styles from './LoanSection.module.css';

const termsRows = (info: LoanInfo): InfoRow[] => [
  { label: '상환 방식', value: info.loanCondition.loanType },
  { label: '최대 대출 금액', value: formatWon(info.maximumLoanAmount) },
  { label: '최소 대출 금액', value: formatWon(info.minimumLoanAmount) },
  { label: '이자율', value: `연 ${formatRatePercent(info.loanCondition.interestRate)}` },
  { label: '연체 이자율', value: `연 ${formatRatePercent(info.loanCondition.overdueRate)}` },
  { label: '상환 회차', value: `${MIN_REPAYMENT_COUNT}~${MAX_REPAYMENT_COUNT}회 (매월)` },
];

/** Once a loan was requested, the loan info carries that request instead of the maximum. */
const requestRows = ({ loanCondition }: LoanInfo): InfoRow[] => [
  { label: '대출 금액', value: formatWon(loanCondition.loanAmount) },
  { label: '상환 회차', value: `${loanCondition.repaymentCount}회` },
  { label: '월 이자', value: formatWon(loanCondition.monthlyInterest) },
  { label: '총 상환 금액', value: formatWon(loanCondition.totalPayment) },
];

const hasRequest = (eligibility: LoanEligibility) =>
  eligibility.kind === 'owner' && eligibility.status !== 'REGISTERED';

function LoanConditions({ copyrightId, contractId }: { copyrightId: number; contractId: number }) {
  const { currentData, error, isError, isFetching, refetch } = useGetLoanInfoQuery(contractId);
  const eligibility = useLoanEligibility(copyrightId);

  if (isError && !isFetching) {
    return (
      <LoanNotice alert error={error} onRetry={() => void refetch()}>
        대출 조건을 불러오지 못해 지금은 대출을 신청할 수 없어요.
      </LoanNotice>
    );
  }
  if (!currentData) return <PageLoader label="대출 조건을 불러오는 중..." />;
  return (
    <>
      <InfoList rows={termsRows(currentData)} />
      {hasRequest(eligibility) ? (
        <>
          <Typography component="h4" className={styles.requestTitle}>
            신청한 대출
          </Typography>
          <InfoList rows={requestRows(currentData)} />
        </>
      ) : null}
      <LoanAction copyrightId={copyrightId} contractId={contractId} eligibility={eligibility} />
    </>
  );
}

/** The my-music detail's loan block: the conditions and the way to apply (spec §2). */
export function LoanSection({
  copyrightId,
  contractId,
}: {
  copyrightId: number;
  /** Absent when the server does not say which contract the copyright has. */
  contractId: number | undefined;
}) {
  return (
    <DetailSection title="대출 조건">
      {contractId === undefined ? (
        <LoanNotice>
          이 NFT에는 아직 대출 계약이 만들어지지 않아 대출을 신청할 수 없어요. 잠시 후 다시
          확인해주세요.
        </LoanNotice>
      ) : (
        <LoanConditions copyrightId={copyrightId} contractId={contractId} />
      )}
    </DetailSection>
  );
}
