/**
 * Wire types of the API (spec §3, api-contract "Calls" and "Shapes"). Each response type has a
 * runtime schema in ./schemas.ts that the compiler keeps in step with it. Money is an integer
 * number of won; `interestRate`/`overdueRate` are decimal fractions; progress values are percent
 * strings; times are ISO-8601 strings.
 */

/** Server ids are JSON integers. */
export type EntityId = number;

export const CONTRACT_FILTERS = ['HIGH_RETURN', 'LOW_RISK', 'SHORT_TERM', 'LONG_TERM'] as const;
/** Home filter; "all" is sent as no `searchFilter` at all. */
export type ContractFilter = (typeof CONTRACT_FILTERS)[number];

export const NFT_STATUSES = ['REGISTERED', 'INVESTING', 'COMPLETED'] as const;
export type NftStatus = (typeof NFT_STATUSES)[number];

export const REPAYMENT_STATUSES = ['UPCOMING', 'OVERDUE', 'REPAID'] as const;
export type RepaymentStatus = (typeof REPAYMENT_STATUSES)[number];

export const CONTRACT_ROLES = ['LENDER', 'BORROWER'] as const;
export type ContractRole = (typeof CONTRACT_ROLES)[number];

// GET /contracts
export interface ContractListItem {
  contractId: EntityId;
  copyright: { name: string; imageUrl: string };
  loanAmount: number;
  expirationTime: string;
  repaymentCount: number;
  interestRate: number;
  progress: string;
}

export interface ContractListResponse {
  contracts: ContractListItem[];
}

// GET /me/copyrights, GET /me/invest/copyrights
export interface MyNftItem {
  copyrightId: EntityId;
  imageUrl: string;
  title: string;
  status: NftStatus;
  /** Percent; the spec defaults it to 0 when absent. */
  progress: number;
}

export interface MyNftListResponse {
  copyrights: MyNftItem[];
}

// POST /copyrights/predict
export interface PredictRequest {
  title: string;
  singers: string[];
  composers: string[];
  lyricists: string[];
  streamingUrls: string[];
  isRegistered: boolean;
}

export interface PredictResponse {
  ethPrice: number;
  wonPrice: number;
}

// POST /nfts (the JSON part `nftCreateRequest`)
export interface NftCreateRequest extends PredictRequest {
  ethPrice: number;
}

export interface NftCreateResponse {
  copyrightId: EntityId;
}

// GET /copyrights/{copyrightId}, GET /nfts/{nftId}
export interface NftDetail {
  title: string;
  imageUrl: string;
  ethPrice: number;
  wonPrice: number;
  singers: string[];
  composers: string[];
  lyricists: string[];
  isRegistered: boolean;
  registrationDoc: string | null;
  /** Normalised: the server may send one comma-separated string. */
  streamingUrls: string[];
  contractId: EntityId | null;
}

// GET /contracts/{contractId}
export interface ContractTerms {
  loanAmount: number;
  monthlyInterest: number;
  loanType: string;
  interestRate: number;
  paymentAmount: number;
  overdueRate: number;
  repaymentPeriod: number;
  repaymentCount: number;
}

export interface ContractParty {
  name: string;
  job: string;
}

export interface ContractCopyright {
  imageUrl: string;
  title: string;
  type: string;
  ethPrice: number;
  wonPrice: number;
  singers: string[];
  composers: string[];
  lyricists: string[];
  isRegistered: boolean;
  registrationDoc: string | null;
  /** Normalised: the server may send one comma-separated string. */
  streamingUrls: string[];
}

export interface ContractProgress {
  currentProgress: string;
  remainingInvestingMoney: number;
}

export interface ContractDetail {
  contract: ContractTerms;
  user: ContractParty;
  copyright: ContractCopyright;
  progress: ContractProgress;
}

// GET /contracts/{contractId}/invest, POST /contracts/{contractId}/invest
export interface InvestInfo {
  minimumLoanAmount: number;
  maximumLoanAmount: number;
  shareCalculationRatio: number;
  interestCalculationRatio: number;
}

export interface InvestRequest {
  /** Whole won. */
  investment: number;
}

// Loan calls
export interface LoanCondition {
  loanType: string;
  loanPeriod: number;
  loanAmount: number;
  interestRate: number;
  overdueRate: number;
  monthlyInterest: number;
  totalPayment: number;
  repaymentCount: number;
}

/** The collateral as the loan calls describe it. */
export interface LoanCopyright {
  copyrightId: EntityId;
  nftId: EntityId;
  title: string;
  imageUrl: string;
  ethPrice: number;
  wonPrice: number;
  singers: string[];
  composers: string[];
  lyricists: string[];
}

export interface LoanInfo {
  copyright: LoanCopyright;
  loanCondition: LoanCondition;
  minimumLoanAmount: number;
  maximumLoanAmount: number;
  interestCalculationRatio: number;
}

/** GET loans/check and GET loans/agreement. */
export interface LoanTerms {
  copyright: LoanCopyright;
  loanCondition: LoanCondition;
}

export interface LoanAgreementRequest {
  loanAmount: number;
  repaymentCount: number;
}

/**
 * GET /contracts/{contractId}/loans (declared, unused by any screen). Neither the spec nor the
 * contract gives its shape; this is the demo backend's.
 */
export interface LoanStatus {
  contractId: EntityId;
  copyrightId: EntityId;
  status: NftStatus;
  /** null until the borrower submits an agreement. */
  loanAmount: number | null;
  repaymentCount: number | null;
  investedAmount: number;
  remainingInvestingMoney: number;
  expirationTime: string | null;
  /** Calendar date the loan started, once fully funded. */
  startDate: string | null;
  today: string;
}

/** GET /contracts/{contractId}/loans/conclusion (declared, unused); the demo backend's shape. */
export interface LoanConclusion {
  contractId: EntityId;
  title: string;
  loanAmount: number;
  repaymentCount: number;
  interestRate: number;
  startDate: string;
  schedules: {
    repaymentScheduleId: EntityId;
    round: number;
    repaymentDate: string;
    repaymentAmount: number;
    status: RepaymentStatus;
  }[];
}

// GET /me/contracts/confirmed
export interface RepaymentSchedule {
  repaymentScheduleId: EntityId;
  nftImageUrl: string;
  nftName: string;
  round: number;
  repaymentDate: string;
  /** Days from today; negative = past. */
  relativeDays: number;
  repaymentAmount: number;
  interestRate: number;
  lateFee: number;
  totalRepaymentAmount: number;
}

export interface ConfirmedContracts {
  cash: number;
  totalContracts: number;
  totalAmount: number;
  repaymentSchedules: { repaymentScheduleList: RepaymentSchedule[] };
}
