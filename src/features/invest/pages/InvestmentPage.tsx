import { ContractGate } from '@/features/invest/components/ContractGate';
import { InvestmentDetail } from '@/features/invest/components/InvestmentDetail';
import { useRouteId } from '@/features/invest/hooks/use-route-id';

/**
 * /investment/:investmentId and /loan-apply-detail/:contractId (spec §2): the same investment
 * detail, reached from home or from the progress page; either id names the contract.
 */
export default function InvestmentPage() {
  const investmentId = useRouteId('investmentId');
  const contractId = useRouteId('contractId');
  return (
    <ContractGate contractId={investmentId ?? contractId}>
      {(detail, id) => <InvestmentDetail detail={detail} contractId={id} />}
    </ContractGate>
  );
}
