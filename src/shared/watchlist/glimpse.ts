import type { ContractDetail, ContractListItem } from '@/shared/api/wire/schemas';

/**
 * A loan's page as a home card's fields, for the heart on that page: what the watchlist keeps of
 * it until the list of open loans shows it (with its deadline, which a loan's page does not have).
 */
export function glimpseOfDetail(contractId: number, detail: ContractDetail): ContractListItem {
  return {
    contractId,
    copyright: { name: detail.copyright.title, imageUrl: detail.copyright.imageUrl },
    loanAmount: detail.contract.loanAmount,
    expirationTime: null,
    repaymentCount: detail.contract.repaymentCount,
    interestRate: detail.contract.interestRate,
    progress: detail.progress.currentProgress,
  };
}
