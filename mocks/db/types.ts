/**
 * Wire shapes (spec §3, api-contract "Shapes") and the demo backend's own stored state.
 * Money is always an integer number of won; rates are stored in basis points (1200 = 12 %) so
 * no displayed figure depends on float arithmetic.
 */

// The wire shapes and enums are the contract's own (src/shared/api/wire): one definition that the
// app validates against and this server answers with.
import type { ContractRole, NftStatus, RepaymentStatus } from '@/shared/api/wire/enums';

export type { Job } from '@/shared/lib/jobs';
import type { Job } from '@/shared/lib/jobs';

export type ContractStatus = NftStatus;
/** The home filters the server understands; ALL (or none) is every open contract. */
export type SearchFilter = 'HIGH_RETURN' | 'LOW_RISK' | 'SHORT_TERM' | 'LONG_TERM' | 'ALL';
export type ScheduleStatus = RepaymentStatus;
export type Role = ContractRole;

// ---------- stored state ----------

export interface StoredFile {
  name: string;
  type: string;
  size: number;
  /** data: URL; null when only the metadata is kept (audio is never served back). */
  dataUrl: string | null;
}

export interface UserRow {
  userId: number;
  loginId: string;
  passwordSalt: string;
  passwordHash: string;
  name: string;
  job: Job;
  birth: string;
  phoneNumber: string;
  walletAddr: string;
  /** Demo wallet balance in won. */
  cash: number;
  createdAt: string;
}

export interface TokenRow {
  userId: number;
  kind: 'access' | 'refresh';
  issuedAt: string;
}

export interface CopyrightRow {
  copyrightId: number;
  /** One NFT per copyright; the demo uses the same number for both. */
  nftId: number;
  ownerId: number;
  title: string;
  singers: string[];
  composers: string[];
  lyricists: string[];
  streamingUrls: string[];
  isRegistered: boolean;
  image: StoredFile;
  audio: StoredFile | null;
  registrationDoc: StoredFile | null;
  wonPrice: number;
  /** Annual interest rate in basis points. */
  rateBps: number;
  createdAt: string;
}

export interface LoanTerms {
  loanAmount: number;
  repaymentCount: number;
  /** ISO instant the agreement was submitted. */
  requestedAt: string;
  /** ISO instant funding closes. */
  expirationTime: string;
}

export interface ContractRow {
  contractId: number;
  copyrightId: number;
  borrowerId: number;
  status: ContractStatus;
  terms: LoanTerms | null;
  /** Calendar date (YYYY-MM-DD) the loan started; set when fully funded. */
  startDate: string | null;
  /** Set when a funding window closed unfunded, so a late investor hears why. */
  lastExpiredAt: string | null;
}

export interface InvestmentRow {
  investmentId: number;
  contractId: number;
  userId: number;
  amount: number;
  investedAt: string;
}

export interface ScheduleRow {
  scheduleId: number;
  contractId: number;
  round: number;
  /** Calendar date YYYY-MM-DD (Korea). */
  dueDate: string;
  /** Interest, plus the principal in the last round. */
  amount: number;
  paidAt: string | null;
  /** Late fee actually paid with a late repayment (0 when on time). */
  paidLateFee: number;
}

export interface DbState {
  version: number;
  seededAt: string;
  users: UserRow[];
  tokens: Record<string, TokenRow>;
  copyrights: CopyrightRow[];
  contracts: ContractRow[];
  investments: InvestmentRow[];
  schedules: ScheduleRow[];
  nextIds: {
    user: number;
    copyright: number;
    contract: number;
    investment: number;
    schedule: number;
  };
}

/** A demo account (docs/api.md "Seed"). */
export interface SeedUser {
  loginId: string;
  name: string;
  job: Job;
  birth: string;
  cash: number;
}

/**
 * How each seed song stands "now". Dates are relative to the seed instant so countdowns and
 * overdue days are live:
 *  - open: funding requested `daysAgo` days ago (closes ~1 month after), `funded` ‰ invested;
 *  - running: the loan started `startMonthsAgo` months + `startDaysAgo` days ago, the first
 *    `paidRounds` rounds repaid (round `latePaidRound` paid 3 days late), later past rounds unpaid.
 */
export type Plan =
  | { kind: 'registered' }
  | { kind: 'open'; ltvBps: number; rounds: number; daysAgo: number; funded: [string, number][] }
  | {
      kind: 'running';
      ltvBps: number;
      rounds: number;
      startMonthsAgo: number;
      startDaysAgo: number;
      lenders: [string, number][];
      paidRounds: number;
      latePaidRound?: number;
    };

export interface SeedSong {
  owner: string;
  title: string;
  singers: string[];
  composers: string[];
  lyricists: string[];
  links: number;
  isRegistered: boolean;
  rateBps: number;
  /** A cover the server hosts, instead of one drawn into a data URL (the large world's). */
  coverUrl?: string;
  plan: Plan;
}
