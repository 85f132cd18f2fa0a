import { addMonthsToInstant, todayKst } from '@/shared/lib/dates';
import { maxLoanAmountOf, minimumInvestmentOf } from '@/shared/lending/money';
import {
  FUNDING_WINDOW_MONTHS,
  MAX_INVESTMENT,
  MAX_REPAYMENT_COUNT,
  MIN_LOAN_AMOUNT,
  MIN_REPAYMENT_COUNT,
  OVERDUE_RATE_BPS,
} from '@/shared/lending/rules';
import { buildRepaymentSchedule } from '@/shared/lending/schedule';
import { badRequest, notFound } from './errors';
import { rowsWhere, rowWhere } from './row-index';
import type { ContractRow, CopyrightRow, DbState, ScheduleRow } from './types';
import { userById } from './users';

/**
 * The lending engine: plain functions of (state, now) that apply api-contract "Lending rules".
 * They mutate the state they are given and throw DemoError for every refusal.
 */

export function contractById(state: DbState, contractId: number): ContractRow {
  const contract = rowWhere(state.contracts, 'contractId', contractId);
  if (!contract) throw notFound('계약을 찾을 수 없습니다.');
  return contract;
}

export function copyrightById(state: DbState, copyrightId: number): CopyrightRow {
  const copyright = rowWhere(state.copyrights, 'copyrightId', copyrightId);
  if (!copyright) throw notFound('저작권 정보를 찾을 수 없습니다.');
  return copyright;
}

export const copyrightOf = (state: DbState, contract: ContractRow) =>
  copyrightById(state, contract.copyrightId);

export const contractOfCopyright = (state: DbState, copyrightId: number): ContractRow => {
  const contract = rowWhere(state.contracts, 'copyrightId', copyrightId);
  if (!contract) throw notFound('계약을 찾을 수 없습니다.');
  return contract;
};

export const investedTotal = (state: DbState, contractId: number) =>
  rowsWhere(state.investments, 'contractId', contractId).reduce((sum, row) => sum + row.amount, 0);

export const investedBy = (state: DbState, contractId: number, userId: number) =>
  rowsWhere(state.investments, 'contractId', contractId)
    .filter((row) => row.userId === userId)
    .reduce((sum, row) => sum + row.amount, 0);

export const remainingAmount = (state: DbState, contract: ContractRow) =>
  contract.terms
    ? Math.max(0, contract.terms.loanAmount - investedTotal(state, contract.contractId))
    : 0;

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** What a request sent, as TypeScript needs to hear it: these refuse anything but a number. */
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value);
const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

/** Refuses a loan amount or round count outside the rules for this copyright. */
export function validateLoanRequest(
  copyright: CopyrightRow,
  loanAmount: unknown,
  repaymentCount: unknown,
): {
  loanAmount: number;
  repaymentCount: number;
} {
  const max = maxLoanAmountOf(copyright.wonPrice);
  if (!isWhole(loanAmount) || loanAmount <= 0) {
    throw badRequest('INVALID_LOAN_AMOUNT', '대출 금액은 1원 단위의 양의 정수로 입력해주세요.');
  }
  if (loanAmount < MIN_LOAN_AMOUNT) {
    throw badRequest('LOAN_AMOUNT_TOO_SMALL', `최소 대출 금액은 ${won(MIN_LOAN_AMOUNT)}입니다.`);
  }
  if (loanAmount > max) {
    throw badRequest('LOAN_AMOUNT_TOO_LARGE', `최대 대출 금액은 ${won(max)}입니다.`);
  }
  if (
    !isWhole(repaymentCount) ||
    repaymentCount < MIN_REPAYMENT_COUNT ||
    repaymentCount > MAX_REPAYMENT_COUNT
  ) {
    throw badRequest('INVALID_REPAYMENT_COUNT', '상환 회차는 1회부터 12회까지 선택할 수 있습니다.');
  }
  return { loanAmount, repaymentCount };
}

/** Row 16: the borrower signs; funding opens for one month. */
export function submitAgreement(
  state: DbState,
  contractId: number,
  userId: number,
  loanAmount: unknown,
  repaymentCount: unknown,
  now: Date,
): ContractRow {
  const contract = contractById(state, contractId);
  if (contract.borrowerId !== userId) {
    throw badRequest('NOT_OWNER', '본인이 등록한 저작권으로만 대출을 신청할 수 있습니다.');
  }
  if (contract.status === 'INVESTING')
    throw badRequest('ALREADY_REQUESTED', '이미 대출을 신청한 저작권입니다.');
  if (contract.status === 'COMPLETED')
    throw badRequest('ALREADY_STARTED', '이미 대출이 실행 중인 저작권입니다.');
  const terms = validateLoanRequest(copyrightOf(state, contract), loanAmount, repaymentCount);
  contract.status = 'INVESTING';
  contract.terms = {
    ...terms,
    requestedAt: now.toISOString(),
    expirationTime: addMonthsToInstant(now, FUNDING_WINDOW_MONTHS).toISOString(),
  };
  contract.lastExpiredAt = null;
  return contract;
}

export const isExpired = (contract: ContractRow, now: Date) =>
  contract.status === 'INVESTING' &&
  // Stryker disable next-line OptionalChaining: an INVESTING contract always has terms
  now.getTime() >= Date.parse(contract.terms?.expirationTime ?? '');

/** Row 13. Starts the loan when the total reaches the loan amount exactly. */
export function invest(
  state: DbState,
  contractId: number,
  userId: number,
  amount: unknown,
  now: Date,
): ContractRow {
  const contract = contractById(state, contractId);
  if (!isFiniteNumber(amount)) {
    throw badRequest('INVALID_INVESTMENT', '투자 금액을 숫자로 입력해주세요.');
  }
  if (amount <= 0) throw badRequest('NON_POSITIVE_INVESTMENT', '투자 금액은 0원보다 커야 합니다.');
  if (!Number.isSafeInteger(amount)) {
    throw badRequest('NON_INTEGER_INVESTMENT', '투자 금액은 1원 단위의 정수로 입력해주세요.');
  }
  if (contract.borrowerId === userId) {
    throw badRequest('OWN_CONTRACT', '본인의 대출 계약에는 투자할 수 없습니다.');
  }
  if (contract.status === 'COMPLETED')
    throw badRequest('FUNDING_COMPLETED', '이미 모집이 완료된 계약입니다.');
  // Not open: a registered song has no terms (an agreement sets them, an expiry clears them).
  if (!contract.terms) {
    if (contract.lastExpiredAt)
      throw badRequest('FUNDING_EXPIRED', '투자 모집 기간이 종료되었습니다.');
    throw badRequest('NOT_INVESTING', '투자를 모집 중인 계약이 아닙니다.');
  }
  if (isExpired(contract, now))
    throw badRequest('FUNDING_EXPIRED', '투자 모집 기간이 종료되었습니다.');
  const remaining = remainingAmount(state, contract);
  if (amount < minimumInvestmentOf(remaining)) {
    throw badRequest(
      'INVESTMENT_TOO_SMALL',
      `최소 투자 금액은 ${won(minimumInvestmentOf(remaining))}입니다.`,
    );
  }
  if (amount > remaining) {
    throw badRequest(
      'INVESTMENT_EXCEEDS_REMAINING',
      `남은 모집 금액(${won(remaining)})보다 많이 투자할 수 없습니다.`,
    );
  }
  if (amount > MAX_INVESTMENT) {
    throw badRequest('INVESTMENT_TOO_LARGE', `1회 최대 투자 금액은 ${won(MAX_INVESTMENT)}입니다.`);
  }
  const investor = userById(state, userId);
  if (amount > investor.cash) {
    throw badRequest('INSUFFICIENT_CASH', `잔액이 부족합니다. (현재 잔액 ${won(investor.cash)})`);
  }
  investor.cash -= amount;
  state.investments.push({
    investmentId: state.nextIds.investment,
    contractId,
    userId,
    amount,
    investedAt: now.toISOString(),
  });
  state.nextIds.investment += 1;
  if (amount === remaining) startLoan(state, contract, now);
  return contract;
}

/** Fully funded: the loan starts today (Korean date) with one schedule per round. */
export function startLoan(state: DbState, contract: ContractRow, now: Date): ScheduleRow[] {
  if (!contract.terms) throw new Error('a loan cannot start without terms');
  const { loanAmount, repaymentCount } = contract.terms;
  const { rateBps } = copyrightOf(state, contract);
  const startDate = todayKst(now);
  contract.status = 'COMPLETED';
  contract.startDate = startDate;
  userById(state, contract.borrowerId).cash += loanAmount;
  // The same schedule the borrower's table showed before signing (src/shared/lending).
  const { rounds } = buildRepaymentSchedule({
    amount: loanAmount,
    interestBps: rateBps,
    overdueBps: OVERDUE_RATE_BPS,
    count: repaymentCount,
    startDate,
  });
  const created = rounds.map((round, index): ScheduleRow => ({
    scheduleId: state.nextIds.schedule + index,
    contractId: contract.contractId,
    round: round.round,
    dueDate: round.date,
    amount: round.amount,
    paidAt: null,
    paidLateFee: 0,
  }));
  state.nextIds.schedule += created.length;
  state.schedules.push(...created);
  return created;
}

/** When the first open funding window closes; Infinity while none is open. */
export function nextExpiry(state: DbState): number {
  let first = Infinity;
  for (const contract of state.contracts) {
    if (contract.status === 'INVESTING' && contract.terms)
      first = Math.min(first, new Date(contract.terms.expirationTime).getTime());
  }
  return first;
}

/**
 * A funding window that closed unfunded: the request is deleted (the contract is REGISTERED
 * again, keeping its id for the copyright) and every investor gets their money back.
 * Returns whether anything changed.
 */
export function sweepExpired(state: DbState, now: Date): boolean {
  let changed = false;
  for (const contract of state.contracts) {
    if (!isExpired(contract, now) || !contract.terms) continue;
    const refunds = rowsWhere(state.investments, 'contractId', contract.contractId);
    for (const row of refunds) userById(state, row.userId).cash += row.amount;
    state.investments = state.investments.filter((row) => row.contractId !== contract.contractId);
    contract.lastExpiredAt = contract.terms.expirationTime;
    contract.status = 'REGISTERED';
    contract.terms = null;
    changed = true;
  }
  return changed;
}
