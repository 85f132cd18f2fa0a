import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useCheckLoanQuery } from '@/features/loan/api';
import { ConsentCheckbox } from '@/features/loan/components/ConsentCheckbox';
import { withLoanRouteIds } from '@/features/loan/components/LoanRoute';
import { BottomCta } from '@/shared/ui/BottomCta';
import { LoanSection } from '@/features/loan/components/LoanSection';
import { LoanSteps } from '@/features/loan/components/LoanSteps';
import { LoanSummarySections } from '@/features/loan/components/LoanSummarySections';
import { TermsScreen } from '@/features/loan/components/MissingTermsNotice';
import { ScheduleSection } from '@/features/loan/components/ScheduleSection';
import { useLoanTermsArgs } from '@/features/loan/hooks/use-loan-terms-args';
import type { LoanRouteIds } from '@/features/loan/route-ids';

function LoanConfirm(ids: LoanRouteIds) {
  const { copyrightId, contractId } = ids;
  const navigate = useNavigate();
  const { stored, args } = useLoanTermsArgs(contractId);
  const call = useCheckLoanQuery(args);
  const [agreed, setAgreed] = useState(false);

  return (
    <TermsScreen
      {...ids}
      call={call}
      stored={stored !== null}
      action="계약서를 제출하려면 먼저 희망 정보를 입력해주세요."
    >
      {(data) => (
        <>
          <LoanSummarySections terms={data} title="대출 신청 내용" />
          <ScheduleSection condition={data.loanCondition} />
          <LoanSection title="대출은 이렇게 진행돼요">
            <LoanSteps />
          </LoanSection>
          <BottomCta sticky={false} divider>
            <ConsentCheckbox checked={agreed} onChange={setAgreed} />
            <Button
              variant="primary"
              size="big"
              disabled={!agreed}
              onClick={() => navigate(paths.loanContract(copyrightId, contractId))}
            >
              계약서 작성하기
            </Button>
          </BottomCta>
        </>
      )}
    </TermsScreen>
  );
}

export default withLoanRouteIds(LoanConfirm);
