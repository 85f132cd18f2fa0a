import { ContractGate } from '../components/ContractGate';
import { InvestmentDetail } from '../components/InvestmentDetail';
import { useRouteId } from '../hooks/use-route-id';

/** /loan-apply-detail/:contractId — investment detail reached from the progress page. */
export default function LoanApplyDetailPage() {
  const contractId = useRouteId('contractId');
  return (
    <ContractGate contractId={contractId}>
      {(detail, id) => <InvestmentDetail detail={detail} contractId={id} />}
    </ContractGate>
  );
}
