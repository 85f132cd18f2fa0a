import { useMemo } from 'react';
import type { LoanCondition } from '@/shared/api/wire/loan-schemas';
import { todayKst } from '@/shared/lib/dates';
import { formatDate, rateToBasisPoints } from '@/shared/lib/format';
import { buildRepaymentSchedule } from '@/shared/lending/schedule';
import { LoanSection } from './LoanSection';
import { RepaymentTable } from './RepaymentTable';

/**
 * The repayment table before signing. The real start date is the day funding completes, which
 * nobody knows yet, so the dates are an estimate from today and the screen says so.
 */
export function ScheduleSection({
  condition,
  title = '상환 일정 (예상)',
  signedOn,
}: {
  condition: LoanCondition;
  title?: string;
  /** A signed copy's date ("YYYY-MM-DD"): the estimate as the document showed it that day. */
  signedOn?: string;
}) {
  const today = signedOn ?? todayKst(new Date());
  const day = signedOn ? `계약서 서명일(${formatDate(today)})` : `오늘(${formatDate(today)})`;
  const schedule = useMemo(
    () =>
      buildRepaymentSchedule({
        amount: condition.loanAmount,
        interestBps: rateToBasisPoints(condition.interestRate),
        overdueBps: rateToBasisPoints(condition.overdueRate),
        count: condition.repaymentCount,
        startDate: today,
      }),
    [condition, today],
  );
  return (
    <LoanSection
      title={title}
      description={`대출은 투자금 모집이 끝나는 날 시작되고, 그날부터 매월 같은 날 상환합니다. 아래 날짜는 ${day} 대출이 시작된다고 가정한 예상 일정이며, 금액은 실제와 같습니다.`}
    >
      <RepaymentTable schedule={schedule} overdueRate={condition.overdueRate} />
    </LoanSection>
  );
}
