import type { ComponentType } from 'react';
import { useLoanRouteIds, type LoanRouteIds } from '@/features/loan/route-ids';
import { InvalidLoanAddress } from './InvalidLoanAddress';

/**
 * A loan screen as a page: its two ids from the address (a malformed one shows the invalid-address
 * screen instead of calling the server with NaN), and a fresh screen for another loan.
 */
export const withLoanRouteIds = (Screen: ComponentType<LoanRouteIds>) =>
  function LoanRoutePage() {
    const ids = useLoanRouteIds();
    return ids ? (
      <Screen key={`${ids.copyrightId}/${ids.contractId}`} {...ids} />
    ) : (
      <InvalidLoanAddress />
    );
  };
