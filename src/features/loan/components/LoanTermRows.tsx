import type { LoanCondition } from '@/shared/api/wire/loan-schemas';
import { formatRatePercent, formatWon } from '@/shared/lib/format';
import { InfoList } from '@/shared/ui/InfoList';

/** The summary of spec §2 loan confirm: method, amount, rates, interest, total, period, rounds. */
export function LoanTermRows({ condition }: { condition: LoanCondition }) {
  return (
    <InfoList
      panel
      rows={[
        { label: '대출 방식', value: condition.loanType },
        { label: '대출 금액', value: formatWon(condition.loanAmount), emphasis: true },
        { label: '연 이자율', value: `연 ${formatRatePercent(condition.interestRate)}` },
        { label: '월 이자', value: formatWon(condition.monthlyInterest) },
        { label: '총 상환 금액', value: formatWon(condition.totalPayment), emphasis: true },
        { label: '연체 이자율', value: `연 ${formatRatePercent(condition.overdueRate)}` },
        { label: '대출 기간', value: `${condition.loanPeriod}개월` },
        { label: '상환 회차', value: `${condition.repaymentCount}회` },
      ]}
    />
  );
}
