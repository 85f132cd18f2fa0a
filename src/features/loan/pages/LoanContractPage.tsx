import Typography from '@mui/material/Typography';
import { useGetContractQuery } from '@/shared/api/contracts-api';
import { todayKst } from '@/shared/lib/dates';
import { useGetLoanAgreementQuery } from '@/features/loan/api';
import { ContractArticles } from '@/features/loan/components/ContractArticles';
import { ContractSignForm } from '@/features/loan/components/ContractSignForm';
import { withLoanRouteIds } from '@/features/loan/components/LoanRoute';
import { LoanSection } from '@/features/loan/components/LoanSection';
import { LoanSummarySections } from '@/features/loan/components/LoanSummarySections';
import { TermsScreen } from '@/features/loan/components/MissingTermsNotice';
import { ScheduleSection } from '@/features/loan/components/ScheduleSection';
import { useLoanTermsArgs } from '@/features/loan/hooks/use-loan-terms-args';
import type { LoanRouteIds } from '@/features/loan/route-ids';
import pages from './loan-pages.module.css';

function LoanContract(ids: LoanRouteIds) {
  const { copyrightId, contractId } = ids;
  const { stored, args } = useLoanTermsArgs(contractId);
  const call = useGetLoanAgreementQuery(args);
  // Only for the borrower's name in article 1: waited for so the document does not change under
  // the reader, but a failure leaves the article with a generic party name rather than no contract.
  const { data: detail, isLoading: detailLoading } = useGetContractQuery(contractId);

  return (
    <TermsScreen
      {...ids}
      call={call}
      waiting={detailLoading}
      stored={stored !== null}
      action="희망 정보를 입력해야 계약서를 제출할 수 있습니다."
    >
      {(data) => (
        <>
          <div className={pages.intro}>
            <Typography component="p" variant="h2">
              음원 저작권 NFT 담보 대출 계약서
            </Typography>
            <Typography variant="body2" color="textSecondary" className={pages.introText}>
              아래 계약 내용과 상환 일정을 끝까지 읽고 서명해주세요.
            </Typography>
          </div>
          <LoanSummarySections terms={data} title="대출 조건 요약" />
          <LoanSection title="계약 조항">
            <ContractArticles
              condition={data.loanCondition}
              copyright={data.copyright}
              parties={{ borrowerName: detail?.user.name ?? null }}
              writtenDate={todayKst(new Date())}
            />
          </LoanSection>
          <ScheduleSection condition={data.loanCondition} title="상환 일정표 (예상)" />
          <ContractSignForm
            copyrightId={copyrightId}
            contractId={contractId}
            stored={stored}
            document={{ terms: data, borrowerName: detail?.user.name ?? null }}
          />
        </>
      )}
    </TermsScreen>
  );
}

export default withLoanRouteIds(LoanContract);
