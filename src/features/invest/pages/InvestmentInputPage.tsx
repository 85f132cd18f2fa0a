import { skipToken } from '@reduxjs/toolkit/query';
import { ApiErrorState } from '@/shared/ui/ErrorState';
import { useGetInvestInfoQuery } from '@/features/invest/api';
import { ContractGate } from '@/features/invest/components/ContractGate';
import { CopyrightHeader } from '@/features/invest/components/CopyrightHeader';
import { InvestmentForm } from '@/features/invest/components/InvestmentForm';
import { useRouteId } from '@/features/invest/hooks/use-route-id';
import { glimpseOfDetail } from '@/shared/watchlist/glimpse';

/** /investment-input/:investmentId — the amount to invest in that contract, and the call. */
export default function InvestmentInputPage() {
  const contractId = useRouteId('investmentId');
  const investInfo = useGetInvestInfoQuery(contractId ?? skipToken);
  return (
    <ContractGate contractId={contractId}>
      {(detail, id) => (
        <>
          <CopyrightHeader copyright={detail.copyright} watch={glimpseOfDetail(id, detail)} />
          {/* Investing the last won closes the contract, so the limits' refetch fails then: keep the
              form (and its result dialog) with the limits already loaded. */}
          {investInfo.isError && !investInfo.data ? (
            <ApiErrorState
              error={investInfo.error}
              onRetry={investInfo.isFetching ? undefined : investInfo.refetch}
            />
          ) : (
            <InvestmentForm
              contractId={id}
              terms={detail.contract}
              info={investInfo.data}
              remaining={detail.progress.remainingInvestingMoney}
            />
          )}
        </>
      )}
    </ContractGate>
  );
}
