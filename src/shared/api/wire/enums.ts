/**
 * The contract's enum values (spec §3-§4, api-contract "Calls"). Values the app *sends* are
 * exact; values it *reads* may be ones it does not know yet (a server adding an auction state),
 * so read enums are typed `Known | UnknownCode` and every screen has a neutral label for the rest.
 */

/** A code the server sent that this version of the app does not know. */
export type UnknownCode = string & { readonly unknownCode?: never };

export const CONTRACT_FILTERS = ['HIGH_RETURN', 'LOW_RISK', 'SHORT_TERM', 'LONG_TERM'] as const;
/** Home filter; "all" is sent as no `searchFilter` at all. */
export type ContractFilter = (typeof CONTRACT_FILTERS)[number];

export const NFT_STATUSES = ['REGISTERED', 'INVESTING', 'COMPLETED'] as const;
export type NftStatus = (typeof NFT_STATUSES)[number];
export const isNftStatus = (value: string): value is NftStatus =>
  (NFT_STATUSES as readonly string[]).includes(value);

export const REPAYMENT_STATUSES = ['UPCOMING', 'OVERDUE', 'REPAID'] as const;
export type RepaymentStatus = (typeof REPAYMENT_STATUSES)[number];

export const CONTRACT_ROLES = ['LENDER', 'BORROWER'] as const;
export type ContractRole = (typeof CONTRACT_ROLES)[number];

/** Server ids are positive integers. */
export type EntityId = number;
