import { addMonthsClamped } from './dates';
import { rateToBasisPoints } from './format';

/**
 * The repayment table a borrower sees before signing, computed with the server's rules
 * (api-contract "Lending rules") in integers only: rates become basis points first, so no float
 * artefact decides a won.
 */

export interface ScheduleInput {
  /** Loan amount, whole won. */
  amount: number;
  /** Annual interest rate as a decimal fraction (0.1 = 10 %). */
  interestRate: number;
  /** Annual overdue rate as a decimal fraction (the server's 0.05). */
  overdueRate: number;
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

/** floor(loanAmount × rate / 12), the server's monthlyInterest. */
export const monthlyInterestOf = (amount: number, interestRate: number) =>
  Math.floor((amount * rateToBasisPoints(interestRate)) / 120_000);

/** floor(amountDue × overdue rate × days / 365), the server's lateFee. */
export const lateFeeOf = (amountDue: number, overdueRate: number, daysLate: number) =>
  daysLate <= 0
    ? 0
    : Math.floor((amountDue * rateToBasisPoints(overdueRate) * daysLate) / (10_000 * 365));

export function buildRepaymentSchedule({
  amount,
  interestRate,
  overdueRate,
  count,
  startDate,
}: ScheduleInput): RepaymentSchedule {
  const interest = monthlyInterestOf(amount, interestRate);
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
      oneDayLateFee: lateFeeOf(due, overdueRate, 1),
    };
  });
  const totalInterest = interest * rounds.length;
  const totalPrincipal = rounds.length > 0 ? amount : 0;
  return { rounds, totalInterest, totalPrincipal, totalPayment: totalInterest + totalPrincipal };
}
