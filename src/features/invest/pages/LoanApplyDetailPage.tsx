import { ContractGate } from '@/features/invest/components/ContractGate';
import { InvestmentDetail } from '@/features/invest/components/InvestmentDetail';
import { useRouteId } from '@/features/invest/hooks/use-route-id';

/** /loan-apply-detail/:contractId — investment detail reached from the progress page. */
export default function LoanApplyDetailPage() {
  const contractId = useRouteId('contractId');
  return (
    <ContractGate contractId={contractId}>
      {(detail, id) => <InvestmentDetail detail={detail} contractId={id} />}
    </ContractGate>
  );
}
