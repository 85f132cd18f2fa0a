import { useParams } from 'react-router-dom';

export interface LoanRouteIds {
  copyrightId: number;
  contractId: number;
}

const toId = (raw: string | undefined): number | null => {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The two ids of every loan route. The first segment is named `loanId` on some routes and
 * `copyrightId` on others (spec §2 route table); in practice both carry the copyright id.
 * Null when either is not a positive integer, so the page shows an error instead of calling
 * the server with NaN.
 */
export function useLoanRouteIds(): LoanRouteIds | null {
  const params = useParams();
  const copyrightId = toId(params.copyrightId ?? params.loanId);
  const contractId = toId(params.contractId);
  return copyrightId !== null && contractId !== null ? { copyrightId, contractId } : null;
}
