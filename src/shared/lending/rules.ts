/**
 * The lending rules as numbers: the one place the app's screens and the demo backend read them
 * from (spec §5 and §9, api-contract "Lending rules"). Rates are basis points: 10,000 = 100 %.
 */

/** Monthly interest, principal with the last round. */
export const LOAN_TYPE = '만기일시상환';
/** Annual late-payment rate: 5 %. */
export const OVERDUE_RATE_BPS = 500;
/** A loan is at most 70 % of the copyright's won valuation… */
export const MAX_LOAN_RATIO_BPS = 7_000;
/** …rounded down to this step. */
export const LOAN_AMOUNT_STEP = 10_000;
export const MIN_LOAN_AMOUNT = 10_000;
/** A loan is repaid in 1 to 12 monthly rounds. */
export const MIN_REPAYMENT_COUNT = 1;
export const MAX_REPAYMENT_COUNT = 12;
/** Funding stays open this many months after the borrower signs. */
export const FUNDING_WINDOW_MONTHS = 1;
/** Smallest single investment, unless less than that is left to fill. */
export const MIN_INVESTMENT = 10_000;
/** Largest single investment; also the cap of the amount input (spec §9). */
export const MAX_INVESTMENT = 100_000_000;
/** 30 or more days overdue makes the collateral auctionable. */
export const AUCTION_AFTER_DAYS = 30;

/** Spec §7: what the check call asks for when the borrower stored no terms. */
export const FALLBACK_LOAN_AMOUNT = 10_000;
export const FALLBACK_REPAYMENT_COUNT = 12;
/** Spec §9: the monthly interest ratio the invest screen uses until the server's arrives. */
export const DEFAULT_INTEREST_RATIO = 0.01;
