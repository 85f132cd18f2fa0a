import { daysBetween, todayKst } from '@/shared/lib/dates';
import { badRequest } from './errors';
import { contractById, copyrightOf, investedBy, investedTotal, remainingAmount } from './lending';
import { bpsToRate, investorRoundOf, lateFeeOf } from '@/shared/lending/money';
import type { ContractRow, DbState, Role, ScheduleRow, ScheduleStatus } from './types';
import type { ConfirmedContracts, RepaymentSchedule } from '@/shared/api/wire/schemas';
import { userById } from './users';
import { rowsWhere } from './row-index';

const ROLES: readonly Role[] = ['LENDER', 'BORROWER'];
const SCHEDULE_STATUSES: readonly ScheduleStatus[] = ['UPCOMING', 'OVERDUE', 'REPAID'];

export function parseRole(raw: string | null): Role {
  if (raw === null || raw === '') return 'LENDER';
  if (!ROLES.includes(raw as Role)) throw badRequest('INVALID_ROLE', '알 수 없는 역할입니다.');
  return raw as Role;
}

export function parseScheduleStatus(raw: string | null): ScheduleStatus {
  if (raw === null || raw === '') return 'UPCOMING';
  if (!SCHEDULE_STATUSES.includes(raw as ScheduleStatus)) {
    throw badRequest('INVALID_STATUS', '알 수 없는 상환 상태입니다.');
  }
  return raw as ScheduleStatus;
}

/** Paid → REPAID; unpaid and dated before today (Korea) → OVERDUE; otherwise UPCOMING. */
export function scheduleStatus(row: ScheduleRow, today: string): ScheduleStatus {
  if (row.paidAt) return 'REPAID';
  return daysBetween(today, row.dueDate) < 0 ? 'OVERDUE' : 'UPCOMING';
}

interface RoleContract {
  contract: ContractRow;
  /** What this user lent (LENDER) or borrowed (BORROWER). */
  principal: number;
}

function contractsFor(state: DbState, userId: number, role: Role): RoleContract[] {
  return state.contracts
    .filter((contract) => contract.status === 'COMPLETED' && contract.terms)
    .map((contract) => ({
      contract,
      principal:
        role === 'BORROWER'
          ? contract.borrowerId === userId
            ? contract.terms!.loanAmount
            : 0
          : investedBy(state, contract.contractId, userId),
    }))
    .filter((row) => row.principal > 0);
}

/** Row 18: the user's running loans in one role, and their schedules in one status. */
export function confirmedContracts(
  state: DbState,
  userId: number,
  role: Role,
  status: ScheduleStatus,
  now: Date,
): ConfirmedContracts {
  const today = todayKst(now);
  const mine = contractsFor(state, userId, role);
  const items: RepaymentSchedule[] = [];
  for (const { contract, principal } of mine) {
    const copyright = copyrightOf(state, contract);
    const { loanAmount, repaymentCount } = contract.terms!;
    for (const row of rowsWhere(state.schedules, 'contractId', contract.contractId)) {
      if (scheduleStatus(row, today) !== status) continue;
      const relativeDays = daysBetween(today, row.dueDate);
      const lender = investorRoundOf(
        { lateFee: row.paidLateFee },
        principal,
        loanAmount,
        copyright.rateBps,
        row.round,
        repaymentCount,
      );
      const repaymentAmount = role === 'BORROWER' ? row.amount : lender.amount;
      let lateFee = 0;
      if (status === 'OVERDUE') lateFee = lateFeeOf(repaymentAmount, -relativeDays);
      if (status === 'REPAID') lateFee = role === 'BORROWER' ? row.paidLateFee : lender.lateFee;
      items.push({
        repaymentScheduleId: row.scheduleId,
        nftImageUrl: copyright.image.dataUrl ?? '',
        nftName: copyright.title,
        round: row.round,
        repaymentDate: row.dueDate,
        relativeDays,
        repaymentAmount,
        interestRate: bpsToRate(copyright.rateBps),
        lateFee,
        totalRepaymentAmount: repaymentAmount + lateFee,
      });
    }
  }
  // Soonest first while waiting; most recent first once repaid.
  items.sort((a, b) =>
    status === 'REPAID'
      ? b.relativeDays - a.relativeDays || b.repaymentScheduleId - a.repaymentScheduleId
      : a.relativeDays - b.relativeDays || a.repaymentScheduleId - b.repaymentScheduleId,
  );
  return {
    cash: userById(state, userId).cash,
    totalContracts: mine.length,
    totalAmount: mine.reduce((sum, row) => sum + row.principal, 0),
    repaymentSchedules: { repaymentScheduleList: items },
  };
}

/** GET /contracts/{id}/loans (declared, unused by screens): where the loan request stands. */
export function loanStatus(state: DbState, contractId: number, now: Date) {
  const contract = contractById(state, contractId);
  const invested = contract.terms ? investedTotal(state, contractId) : 0;
  return {
    contractId,
    copyrightId: contract.copyrightId,
    status: contract.status,
    loanAmount: contract.terms?.loanAmount ?? null,
    repaymentCount: contract.terms?.repaymentCount ?? null,
    investedAmount: invested,
    remainingInvestingMoney: remainingAmount(state, contract),
    expirationTime: contract.terms?.expirationTime ?? null,
    startDate: contract.startDate,
    today: todayKst(now),
  };
}

/** GET /contracts/{id}/loans/conclusion (declared, unused): the concluded loan and its schedule. */
export function loanConclusion(state: DbState, contractId: number, now: Date) {
  const contract = contractById(state, contractId);
  if (contract.status !== 'COMPLETED' || !contract.terms || !contract.startDate) {
    throw badRequest('NOT_CONCLUDED', '아직 체결되지 않은 대출입니다.');
  }
  const copyright = copyrightOf(state, contract);
  const today = todayKst(now);
  return {
    contractId,
    title: copyright.title,
    loanAmount: contract.terms.loanAmount,
    repaymentCount: contract.terms.repaymentCount,
    interestRate: bpsToRate(copyright.rateBps),
    startDate: contract.startDate,
    schedules: state.schedules
      .filter((row) => row.contractId === contractId)
      .sort((a, b) => a.round - b.round)
      .map((row) => ({
        repaymentScheduleId: row.scheduleId,
        round: row.round,
        repaymentDate: row.dueDate,
        repaymentAmount: row.amount,
        status: scheduleStatus(row, today),
      })),
  };
}
