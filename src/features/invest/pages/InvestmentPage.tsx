import { ContractGate } from '../components/ContractGate';
import { InvestmentDetail } from '../components/InvestmentDetail';
import { useRouteId } from '../hooks/use-route-id';

/** /investment/:investmentId — the same investment detail; the id names the contract. */
export default function InvestmentPage() {
  const contractId = useRouteId('investmentId');
  return (
    <ContractGate contractId={contractId}>
      {(detail, id) => <InvestmentDetail detail={detail} contractId={id} />}
    </ContractGate>
  );
}
