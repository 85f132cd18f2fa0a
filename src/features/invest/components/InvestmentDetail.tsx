import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { ContractDetail } from '@/shared/api/wire/schemas';
import { paths } from '@/shared/config/paths';
import { formatWon } from '@/shared/lib/format';
import { jobLabel } from '@/shared/lib/jobs';
import { BottomCta } from '@/shared/ui/BottomCta';
import { CollateralCard } from './CollateralCard';
import { DetailSection } from '@/shared/ui/DetailSection';
import { FundingProgress } from './FundingProgress';
import { InfoList } from '@/shared/ui/InfoList';
import { InvestmentConditions } from './InvestmentConditions';
import styles from './InvestmentDetail.module.css';

export interface InvestmentDetailProps {
  detail: ContractDetail;
  contractId: number;
}

/** Investment detail (spec §2): application, collateral, progress and the way to invest. */
export function InvestmentDetail({ detail, contractId }: InvestmentDetailProps) {
  const { contract, user, copyright, progress } = detail;
  const open = progress.remainingInvestingMoney > 0;
  return (
    <div>
      <DetailSection headingLevel="h2" rule="bottom" title="대출 신청 정보">
        <InfoList
          rows={[
            { label: '신청인', value: user.name },
            { label: '직업', value: jobLabel(user.job) },
            { label: '대출 신청 금액', value: formatWon(contract.loanAmount) },
            { label: '월 이자', value: formatWon(contract.monthlyInterest) },
            { label: '총 상환 금액', value: formatWon(contract.paymentAmount) },
          ]}
        />
      </DetailSection>
      <DetailSection headingLevel="h2" rule="bottom" title="담보 정보">
        <CollateralCard copyright={copyright} />
      </DetailSection>
      <DetailSection headingLevel="h2" rule="bottom" title="투자 진행 현황">
        <FundingProgress detail={detail} />
        <div className={styles.conditions}>
          <InvestmentConditions terms={contract} />
        </div>
      </DetailSection>
      <BottomCta divider>
        {open ? (
          <Button
            component={RouterLink}
            to={paths.investmentInput(contractId)}
            variant="primary"
            size="big"
          >
            투자 정보 입력하기
          </Button>
        ) : (
          <Button variant="primary" size="big" disabled>
            모집이 마감된 계약입니다
          </Button>
        )}
      </BottomCta>
    </div>
  );
}
