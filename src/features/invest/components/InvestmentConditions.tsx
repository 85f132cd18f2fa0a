import type { ContractTerms } from '@/shared/api/wire/schemas';
import { formatAnnualRate, formatRatePercent, formatWon } from '@/shared/lib/format';
import { InfoList } from '@/shared/ui/InfoList';

/** The five investment conditions (spec §2): amount, rate, period, loan type, overdue rate. */
export function InvestmentConditions({ terms }: { terms: ContractTerms }) {
  return (
    <InfoList
      rows={[
        { label: '대출 금액', value: formatWon(terms.loanAmount) },
        { label: '연 이자율', value: formatAnnualRate(terms.interestRate) },
        {
          label: '상환 기간',
          value: `${terms.repaymentPeriod}개월 (${terms.repaymentCount}회 상환)`,
        },
        { label: '상환 방식', value: terms.loanType },
        { label: '연체 이자율', value: `연 ${formatRatePercent(terms.overdueRate)}` },
      ]}
    />
  );
}
