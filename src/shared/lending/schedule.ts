import { addMonthsClamped } from '@/shared/lib/dates';
import { lateFeeOf, monthlyInterestOf } from './money';

/**
 * The repayment table a borrower sees before signing, computed with the server's rules
 * (api-contract "Lending rules") in integers only: rates become basis points first, so no float
 * artefact decides a won.
 */

export interface ScheduleInput {
  /** Loan amount, whole won. */
  amount: number;
  /** Annual interest rate in basis points (1,000 = 10 %; rateToBasisPoints turns the wire's 0.1). */
  interestBps: number;
  /** Annual overdue rate in basis points (the server's 0.05 is 500). */
  overdueBps: number;
  /** Repayment rounds. */
  count: number;
  /** Calendar date the loan starts, "YYYY-MM-DD" (KST). */
  startDate: string;
}

export interface ScheduleRound {
  round: number;
  /** "YYYY-MM-DD": `round` months after the start, month-end clamped. */
  date: string;
  interest: number;
  principal: number;
  /** What is due that round: interest, plus the principal in the last round. */
  amount: number;
  /** The late fee one day past `date` adds: floor(amount × overdue rate × 1 / 365). */
  oneDayLateFee: number;
}

export interface RepaymentSchedule {
  rounds: ScheduleRound[];
  totalInterest: number;
  totalPrincipal: number;
  /** Everything repaid over the loan; equals the server's totalPayment. */
  totalPayment: number;
}

export function buildRepaymentSchedule({
  amount,
  interestBps,
  overdueBps,
  count,
  startDate,
}: ScheduleInput): RepaymentSchedule {
  const interest = monthlyInterestOf(amount, interestBps);
  const rounds = Array.from({ length: Math.max(0, count) }, (_unused, index): ScheduleRound => {
    const round = index + 1;
    const principal = round === count ? amount : 0;
    const due = interest + principal;
    return {
      round,
      // Always counted from the start, so a start on the 31st returns to the 31st after February.
      date: addMonthsClamped(startDate, round),
      interest,
      principal,
      amount: due,
      oneDayLateFee: lateFeeOf(due, 1, overdueBps),
    };
  });
  const totalInterest = interest * rounds.length;
  const totalPrincipal = rounds.length > 0 ? amount : 0;
  return { rounds, totalInterest, totalPrincipal, totalPayment: totalInterest + totalPrincipal };
}
