import { COPYRIGHT_NOT_FOUND } from '@/features/loan/messages';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useGetLoanInfoQuery } from '@/shared/api/loans-api';
import { paths } from '@/shared/config/paths';
import { formatRatePercent, formatWon } from '@/shared/lib/format';
import { ApiErrorState } from '@/shared/ui/ErrorState';
import { PageLoader } from '@/shared/ui/PageLoader';
import { CollateralCard } from '@/features/loan/components/CollateralCard';
import { withLoanRouteIds } from '@/features/loan/components/LoanRoute';
import { BottomCta } from '@/shared/ui/BottomCta';
import { LoanSection } from '@/features/loan/components/LoanSection';
import { InfoList } from '@/shared/ui/InfoList';
import { MAX_REPAYMENT_COUNT, MIN_REPAYMENT_COUNT } from '@/shared/lending/rules';
import type { LoanRouteIds } from '@/features/loan/route-ids';
import pages from './loan-pages.module.css';

function LoanApply({ copyrightId, contractId }: LoanRouteIds) {
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useGetLoanInfoQuery(contractId);

  if (isLoading) return <PageLoader />;
  if (!data) {
    return <ApiErrorState error={error} notFound={COPYRIGHT_NOT_FOUND} onRetry={refetch} />;
  }

  const { copyright, loanCondition, minimumLoanAmount, maximumLoanAmount } = data;
  return (
    <div>
      <div className={pages.intro}>
        <Typography component="p" variant="h2">
          음원 NFT를 담보로
          <br />
          대출을 신청해보세요
        </Typography>
        <Typography variant="body2" color="textSecondary" className={pages.introText}>
          담보로 맡길 NFT와 대출 조건을 확인한 뒤 희망 금액과 상환 회차를 입력합니다.
        </Typography>
      </div>
      <LoanSection title="담보 NFT">
        <CollateralCard copyright={copyright} />
      </LoanSection>
      <LoanSection title="대출 조건">
        <InfoList
          panel
          rows={[
            { label: '대출 방식', value: loanCondition.loanType },
            {
              label: '대출 가능 금액',
              value: `${formatWon(minimumLoanAmount)} ~ ${formatWon(maximumLoanAmount)}`,
              emphasis: true,
            },
            { label: '연 이자율', value: `연 ${formatRatePercent(loanCondition.interestRate)}` },
            { label: '연체 이자율', value: `연 ${formatRatePercent(loanCondition.overdueRate)}` },
            { label: '상환 회차', value: `${MIN_REPAYMENT_COUNT}~${MAX_REPAYMENT_COUNT}회` },
            { label: '상환 방법', value: '매월 이자, 마지막 회차에 원금' },
          ]}
        />
        <Typography variant="body2" color="textSecondary" className={pages.note}>
          투자금 모집 기간은 1개월이며, 희망 금액이 모두 모이면 대출이 자동으로 시작됩니다.
        </Typography>
      </LoanSection>
      <BottomCta divider>
        <Button
          variant="primary"
          size="big"
          onClick={() => navigate(paths.loanInfoInput(copyrightId, contractId))}
        >
          희망 정보 입력하기
        </Button>
      </BottomCta>
    </div>
  );
}

export default withLoanRouteIds(LoanApply);
