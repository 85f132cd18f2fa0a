import type { ContractRole, RepaymentStatus } from '@/shared/api/wire/enums';

export interface RepaymentTab {
  status: RepaymentStatus;
  /** The value kept in the address (`?tab=overdue`), so reload and back keep the tab. */
  param: string;
  label: string;
}

/** Spec §4: upcoming (default), unpaid, repaid. */
export const repaymentTabs: RepaymentTab[] = [
  { status: 'UPCOMING', param: 'upcoming', label: '상환 예정' },
  { status: 'OVERDUE', param: 'overdue', label: '미상환' },
  { status: 'REPAID', param: 'repaid', label: '상환 완료' },
];

export const TAB_PARAM = 'tab';

export function tabFromParam(param: string | null): RepaymentTab {
  return repaymentTabs.find((tab) => tab.param === param) ?? repaymentTabs[0];
}

/** Spec §6: only the borrower repays, and only what is not repaid yet. */
export const canRepay = (role: ContractRole, status: RepaymentStatus) =>
  role === 'BORROWER' && status !== 'REPAID';

export function emptyMessage(role: ContractRole, status: RepaymentStatus): string {
  if (status === 'OVERDUE') return '미상환 내역이 없습니다.';
  if (status === 'REPAID') return '상환 완료된 내역이 없습니다.';
  return role === 'BORROWER' ? '상환할 예정인 내역이 없습니다.' : '받을 예정인 상환금이 없습니다.';
}

/** Words that differ by side: the borrower pays, the lender receives. */
export const roleWords = (role: ContractRole) =>
  role === 'BORROWER'
    ? { amount: '상환 금액', total: '총 대출 금액', chartTitle: '월별 상환할 금액' }
    : { amount: '받을 금액', total: '총 투자 금액', chartTitle: '월별 받을 금액' };
