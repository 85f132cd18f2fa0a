import type { ContractRole, RepaymentStatus } from '@/shared/api/wire/enums';
import type { RepaymentSchedule } from '@/shared/api/wire/schemas';
import { toCsv } from '@/shared/lib/csv';
import { todayKst } from '@/shared/lib/dates';
import { INTEREST_INCOME_TAX } from '@/shared/lending/interest-tax';
import { lenderRounds } from '@/shared/lending/lender-rounds';
import { repaymentTabs, roleWords } from './repayment-tabs';
import { repaymentDay } from './schedule-dates';

/** "2026-03-15" as it came, or the Korean date of an instant (what a spreadsheet sorts); else as sent. */
const dateCell = (value: string) => repaymentDay(value) ?? value;

/**
 * The statement of one settlement tab as CSV (shared/lib/csv.ts): a row per round in the order
 * given, with the screen's amounts. An investor's rows also split the round into principal and
 * interest and give the interest income tax withheld (interest-tax.ts) and what is received after
 * it; `allRounds` is every round of the investor's loans in every tab (lender-rounds.ts says why).
 */
export function statementCsv(
  side: ContractRole,
  rows: RepaymentSchedule[],
  allRounds: RepaymentSchedule[] = rows,
): string {
  const base = ['상환일', '곡', '회차', `${roleWords(side).amount}(원)`, '연체료(원)', '합계(원)'];
  const common = (item: RepaymentSchedule) => [
    dateCell(item.repaymentDate),
    item.nftName,
    item.round,
    item.repaymentAmount,
    item.lateFee,
    item.totalRepaymentAmount,
  ];
  if (side === 'BORROWER') return toCsv(base, rows.map(common));
  const parts = lenderRounds(allRounds);
  const header = [
    ...base,
    '원금(원)',
    '이자(원)',
    `이자소득세 원천징수 ${INTEREST_INCOME_TAX.totalPercentText}(원)`,
    '세후 수령액(원)',
  ];
  return toCsv(
    header,
    rows.map((item) => {
      const part = parts.get(item.repaymentScheduleId);
      return [
        ...common(item),
        part?.principal ?? '',
        part?.interest ?? '',
        part?.tax ?? '',
        part?.net ?? '',
      ];
    }),
  );
}

/** "musicloan-lender-repaid-20261201.csv": whose, which tab, the day it was saved. */
export function statementFileName(side: ContractRole, status: RepaymentStatus, now: Date) {
  const tab = repaymentTabs.find((t) => t.status === status)?.param ?? 'rounds';
  return `musicloan-${side.toLowerCase()}-${tab}-${todayKst(now).replace(/-/g, '')}.csv`;
}
