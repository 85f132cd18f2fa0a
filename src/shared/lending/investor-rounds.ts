import { withheldTax } from './interest-tax';
import { buildRepaymentSchedule } from './schedule';

export interface InvestorRoundInput {
  /** What the investor puts in, whole won. */
  investment: number;
  /** The loan's annual rate, basis points. */
  interestBps: number;
  overdueBps: number;
  /** The loan's repayment rounds. */
  count: number;
  /** "YYYY-MM-DD" the loan would start (it starts when fully funded). */
  startDate: string;
}

export interface InvestorRound {
  round: number;
  date: string;
  principal: number;
  /** floor(investment × rate / 12): the spec's expected monthly interest. */
  interest: number;
  /** Withheld from the interest (interest-tax.ts). */
  tax: number;
  /** What reaches the investor: principal + interest − tax. */
  net: number;
}

export interface InvestorPlan {
  rounds: InvestorRound[];
  totalInterest: number;
  totalTax: number;
  /** Interest kept after tax, over the whole loan: 세후 예상 수익. */
  interestAfterTax: number;
}

/**
 * Every payment an investor would receive for `investment`, with the same schedule the borrower's
 * table uses (the investment in place of the loan amount): interest monthly, the principal with
 * the last round, and the tax withheld from each interest payment.
 */
export function investorPlan(input: InvestorRoundInput): InvestorPlan {
  const schedule = buildRepaymentSchedule({ ...input, amount: input.investment });
  const rounds = schedule.rounds.map(({ round, date, principal, interest }) => {
    const tax = withheldTax(interest);
    return { round, date, principal, interest, tax, net: principal + interest - tax };
  });
  const totalInterest = rounds.reduce((sum, r) => sum + r.interest, 0);
  const totalTax = rounds.reduce((sum, r) => sum + r.tax, 0);
  return { rounds, totalInterest, totalTax, interestAfterTax: totalInterest - totalTax };
}
