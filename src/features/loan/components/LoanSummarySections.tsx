import type { LoanTerms } from '@/shared/api/wire/loan-schemas';
import { CollateralCard } from './CollateralCard';
import { LoanSection } from './LoanSection';
import { LoanTermRows } from './LoanTermRows';

/** The loan's terms and its collateral, as the confirm screen and the contract show them. */
export function LoanSummarySections({ terms, title }: { terms: LoanTerms; title: string }) {
  return (
    <>
      <LoanSection title={title}>
        <LoanTermRows condition={terms.loanCondition} />
      </LoanSection>
      <LoanSection title="담보 NFT">
        <CollateralCard copyright={terms.copyright} />
      </LoanSection>
    </>
  );
}
