/**
 * Wire shapes (spec §3, api-contract "Shapes") and the demo backend's own stored state.
 * Money is always an integer number of won; rates are stored in basis points (1200 = 12 %) so
 * no displayed figure depends on float arithmetic.
 */

export type Job =
  | 'COMPANY'
  | 'SELF_EMPLOYED'
  | 'FREELANCER'
  | 'SOLDIER'
  | 'PUBLIC_OFFICIAL'
  | 'HOMEMAKER'
  | 'PROFESSIONAL'
  | 'STUDENT'
  | 'UNEMPLOYED'
  | 'OTHER';

export type ContractStatus = 'REGISTERED' | 'INVESTING' | 'COMPLETED';
export type SearchFilter = 'HIGH_RETURN' | 'LOW_RISK' | 'SHORT_TERM' | 'LONG_TERM' | 'ALL';
export type ScheduleStatus = 'UPCOMING' | 'OVERDUE' | 'REPAID';
export type Role = 'LENDER' | 'BORROWER';

// ---------- wire shapes ----------

// The shapes the app reads are the app's own wire types: one definition of the contract.
import type { LoanCondition } from '../../src/shared/api/types';

export type {
  ConfirmedContracts,
  ContractListItem,
  InvestInfo,
  LoanCondition,
  MyNftItem,
} from '../../src/shared/api/types';
export type { RepaymentSchedule as RepaymentScheduleItem } from '../../src/shared/api/types';

export interface Envelope<T> {
  success: true;
  data: T;
}
export interface ErrorEnvelope {
  success: false;
  error: { code: string; message: string };
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface Valuation {
  ethPrice: number;
  wonPrice: number;
}

export interface NftDetail extends Valuation {
  title: string;
  imageUrl: string;
  singers: string[];
  composers: string[];
  lyricists: string[];
  isRegistered: boolean;
  registrationDoc: string | null;
  streamingUrls: string[];
  contractId: number;
}

export interface CopyrightSummary extends Valuation {
  copyrightId: number;
  nftId: number;
  title: string;
  imageUrl: string;
  singers: string[];
  composers: string[];
  lyricists: string[];
}

export interface LoanInfo {
  copyright: CopyrightSummary;
  loanCondition: LoanCondition;
  minimumLoanAmount: number;
  maximumLoanAmount: number;
  interestCalculationRatio: number;
}

export interface LoanCheck {
  copyright: CopyrightSummary;
  loanCondition: LoanCondition;
}

export interface ContractDetail {
  contract: {
    loanAmount: number;
    monthlyInterest: number;
    loanType: string;
    interestRate: number;
    /** Everything the borrower pays back: loanAmount + monthlyInterest × repaymentCount. */
    paymentAmount: number;
    overdueRate: number;
    /** Loan length in months. */
    repaymentPeriod: number;
    repaymentCount: number;
  };
  user: { name: string; job: Job };
  copyright: Valuation & {
    imageUrl: string;
    title: string;
    type: string;
    singers: string[];
    composers: string[];
    lyricists: string[];
    isRegistered: boolean;
    registrationDoc: string | null;
    streamingUrls: string[];
  };
  progress: { currentProgress: string; remainingInvestingMoney: number };
}

export interface NftCreateRequest {
  title: string;
  singers: string[];
  composers: string[];
  lyricists: string[];
  streamingUrls: string[];
  isRegistered: boolean;
  ethPrice?: number;
}

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
