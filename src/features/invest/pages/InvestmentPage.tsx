import { ContractGate } from '@/features/invest/components/ContractGate';
import { InvestmentDetail } from '@/features/invest/components/InvestmentDetail';
import { useRouteId } from '@/features/invest/hooks/use-route-id';

/** /investment/:investmentId — the same investment detail; the id names the contract. */
export default function InvestmentPage() {
  const contractId = useRouteId('investmentId');
  return (
    <ContractGate contractId={contractId}>
      {(detail, id) => <InvestmentDetail detail={detail} contractId={id} />}
    </ContractGate>
  );
}
