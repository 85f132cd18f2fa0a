/** Lending rules the screens enforce before the server does (spec §5, §9; api-contract). */
export const MIN_REPAYMENT_COUNT = 1;
export const MAX_REPAYMENT_COUNT = 12;

/** Spec §7: what the check call asks for when the borrower stored no terms. */
export const FALLBACK_LOAN_AMOUNT = 10_000;
export const FALLBACK_REPAYMENT_COUNT = 12;

/** api-contract: 30 or more days overdue makes the collateral auctionable. */
export const AUCTION_AFTER_DAYS = 30;
