import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  code,
  count,
  decimal,
  displayCount,
  displayDays,
  displayDecimal,
  displayGroup,
  displayRate,
  displayTime,
  displayWon,
  flag,
  id,
  imageUrl,
  links,
  list,
  names,
  optionalId,
  optionalUrl,
  progressNumber,
  progressText,
  rate,
  record,
  text,
  time,
  token,
  won,
} from './fields';

/**
 * The wire contract (spec §3 and §7, api-contract "Calls" and "Shapes"): one schema per shape,
 * and every TypeScript type of the contract inferred from it. The app validates each response's
 * `data` with these (lazily, ../schemas.ts); the demo backend (mocks/) builds its answers as these
 * types and checks the requests it receives with the request schemas, so app and server cannot
 * drift apart.
 *
 * A response schema's *output* is the canonical dialect: integer won, rates as decimal
 * fractions, periods in months, progress as a percent string, lists as arrays. Its *input* is
 * whatever a spec-following server may send; the field classes in ./fields say what is exact,
 * what is normalised and what is display-only.
 */

// ---------- envelope ----------

/** `{success: true, data}`; the base query reads it (without yup, so no screen waits on it). */
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}
/** `{success: false, error: {code, message}}`. */
export interface ErrorEnvelope {
  success: false;
  error: { code: string; message: string };
}

/** `data` of the calls whose `data` the contract fixes as `null`. */
export const nullDataSchema = mixed()
  .nullable()
  .test('is-null', 'data must be null', (value) => value === null);

// ---------- responses ----------

/** GET /contracts */
export const contractListSchema = record({
  contracts: list(
    record({
      contractId: id(),
      copyright: displayGroup({ name: text(), imageUrl: imageUrl() }),
      loanAmount: displayWon(),
      expirationTime: displayTime(),
      repaymentCount: displayCount(),
      interestRate: displayRate(),
      progress: progressText(),
    }),
  ),
});
export type ContractListResponse = InferType<typeof contractListSchema>;
export type ContractListItem = ContractListResponse['contracts'][number];

/** GET /me/copyrights, GET /me/invest/copyrights. `status` may be a value the app does not know. */
export const myNftListSchema = record({
  copyrights: list(
    record({
      copyrightId: id(),
      imageUrl: imageUrl(),
      title: text(),
      status: code(),
      progress: progressNumber(),
    }),
  ),
});
export type MyNftListResponse = InferType<typeof myNftListSchema>;
export type MyNftItem = MyNftListResponse['copyrights'][number];

/** POST /copyrights/predict: the ETH price is sent back when registering, so both are exact. */
export const predictSchema = record({ ethPrice: decimal(), wonPrice: won() });
export type PredictResponse = InferType<typeof predictSchema>;

/** POST /nfts */
export const nftCreateSchema = record({ copyrightId: optionalId() });
export type NftCreateResponse = InferType<typeof nftCreateSchema>;

/** The display fields every description of a song shares. */
const songFields = {
  title: text(),
  imageUrl: imageUrl(),
  ethPrice: displayDecimal(),
  wonPrice: displayWon(),
  singers: names(),
  composers: names(),
  lyricists: names(),
};

/** GET /copyrights/{copyrightId}, GET /nfts/{nftId} */
export const nftDetailSchema = record({
  ...songFields,
  isRegistered: flag(),
  registrationDoc: optionalUrl(),
  /** An array, or one comma-separated string (api-contract "Shapes"). */
  streamingUrls: links(),
  /** The copyright's contract; a server may leave it out. */
  contractId: optionalId(),
});
export type NftDetail = InferType<typeof nftDetailSchema>;

/** GET /contracts/{contractId} */
export const contractDetailSchema = record({
  contract: record({
    loanAmount: won(),
    monthlyInterest: won(),
    loanType: text(),
    interestRate: rate(),
    paymentAmount: won(),
    overdueRate: rate(),
    /** Months: 12 or "12개월". */
    repaymentPeriod: count(),
    repaymentCount: count(),
  }),
  user: displayGroup({ name: text(), job: code() }),
  copyright: record({
    ...songFields,
    type: text(),
    isRegistered: flag(),
    registrationDoc: optionalUrl(),
    streamingUrls: links(),
  }),
  progress: record({ currentProgress: progressText(), remainingInvestingMoney: won() }),
});
export type ContractDetail = InferType<typeof contractDetailSchema>;
export type ContractTerms = ContractDetail['contract'];
export type ContractParty = ContractDetail['user'];
export type ContractCopyright = ContractDetail['copyright'];
export type ContractProgress = ContractDetail['progress'];

/** GET /contracts/{contractId}/invest: every figure feeds the share and interest arithmetic. */
export const investInfoSchema = record({
  minimumLoanAmount: won(),
  maximumLoanAmount: won(),
  shareCalculationRatio: rate(),
  interestCalculationRatio: rate(),
});
export type InvestInfo = InferType<typeof investInfoSchema>;

const loanConditionSchema = record({
  loanType: text(),
  loanPeriod: count(),
  loanAmount: won(),
  interestRate: rate(),
  overdueRate: rate(),
  monthlyInterest: won(),
  totalPayment: won(),
  repaymentCount: count(),
});
export type LoanCondition = InferType<typeof loanConditionSchema>;

/**
 * The collateral as the loan calls describe it: shown, not computed with, so a server that leaves
 * it (or its ids) out gets placeholders instead of an error.
 */
const loanCopyrightSchema = displayGroup({
  ...songFields,
  copyrightId: optionalId(),
  nftId: optionalId(),
});
export type LoanCopyright = InferType<typeof loanCopyrightSchema>;

/** GET /contracts/{contractId}/loans/info */
export const loanInfoSchema = record({
  copyright: loanCopyrightSchema,
  loanCondition: loanConditionSchema,
  minimumLoanAmount: won(),
  maximumLoanAmount: won(),
  interestCalculationRatio: rate(),
});
export type LoanInfo = InferType<typeof loanInfoSchema>;

/** GET loans/check and GET loans/agreement. */
export const loanTermsSchema = record({
  copyright: loanCopyrightSchema,
  loanCondition: loanConditionSchema,
});
export type LoanTerms = InferType<typeof loanTermsSchema>;

/**
 * GET /contracts/{contractId}/loans (declared, unused by any screen). Neither the spec nor the
 * contract gives its shape; this is the demo backend's.
 */
export const loanStatusSchema = record({
  contractId: id(),
  copyrightId: id(),
  status: code(),
  /** null until the borrower submits an agreement. */
  loanAmount: displayWon(),
  repaymentCount: displayCount(),
  investedAmount: won(),
  remainingInvestingMoney: won(),
  expirationTime: displayTime(),
  /** Calendar date the loan started, once fully funded. */
  startDate: displayTime(),
  today: time(),
});
export type LoanStatus = InferType<typeof loanStatusSchema>;

/** GET /contracts/{contractId}/loans/conclusion (declared, unused); the demo backend's shape. */
export const loanConclusionSchema = record({
  contractId: id(),
  title: text(),
  loanAmount: won(),
  repaymentCount: count(),
  interestRate: rate(),
  startDate: time(),
  schedules: list(
    record({
      repaymentScheduleId: id(),
      round: count(),
      repaymentDate: time(),
      repaymentAmount: won(),
      status: code(),
    }),
  ),
});
export type LoanConclusion = InferType<typeof loanConclusionSchema>;

/** GET /me/contracts/confirmed: amounts are summed into the month outlook, so they are exact. */
export const confirmedContractsSchema = record({
  cash: won(),
  totalContracts: count(),
  totalAmount: won(),
  repaymentSchedules: record({
    repaymentScheduleList: list(
      record({
        repaymentScheduleId: id(),
        nftImageUrl: imageUrl(),
        nftName: text(),
        round: count(),
        repaymentDate: time(),
        /** Days from today; negative = past. */
        relativeDays: displayDays(),
        repaymentAmount: won(),
        interestRate: displayRate(),
        lateFee: won(),
        totalRepaymentAmount: won(),
      }),
    ),
  }),
});
export type ConfirmedContracts = InferType<typeof confirmedContractsSchema>;
export type RepaymentSchedule =
  ConfirmedContracts['repaymentSchedules']['repaymentScheduleList'][number];

/** POST /auth/login and POST /auth/sign-up: both tokens, non-blank. */
export const tokensSchema = record({ accessToken: token(), refreshToken: token() });
export type Tokens = InferType<typeof tokensSchema>;

// ---------- requests: exactly what the app sends (strict: nothing is coerced) ----------

const exactText = () => string().strict().defined();
const exactTexts = () => array(exactText()).strict().defined();
const wholeWon = () => number().strict().integer().min(0).defined();

/** POST /copyrights/predict */
export const predictRequestSchema = object({
  title: exactText(),
  singers: exactTexts(),
  composers: exactTexts(),
  lyricists: exactTexts(),
  streamingUrls: exactTexts(),
  isRegistered: boolean().strict().defined(),
});
export type PredictRequest = InferType<typeof predictRequestSchema>;

/** The JSON part `nftCreateRequest` of POST /nfts. */
export const nftCreateRequestSchema = predictRequestSchema.shape({
  ethPrice: number().strict().min(0).defined(),
});
export type NftCreateRequest = InferType<typeof nftCreateRequestSchema>;

/** POST /contracts/{contractId}/invest: a JSON number of won. */
export const investRequestSchema = object({ investment: wholeWon() });
export type InvestRequest = InferType<typeof investRequestSchema>;

/** POST /contracts/{contractId}/loans/agreement */
export const loanAgreementRequestSchema = object({
  loanAmount: wholeWon(),
  repaymentCount: number().strict().integer().defined(),
});
export type LoanAgreementRequest = InferType<typeof loanAgreementRequestSchema>;

/** POST /auth/login */
export const loginRequestSchema = object({ loginId: exactText(), password: exactText() });
export type LoginRequest = InferType<typeof loginRequestSchema>;

/** POST /users/check-id */
export const checkIdRequestSchema = object({ loginId: exactText() });
export type CheckIdRequest = InferType<typeof checkIdRequestSchema>;

/** POST /auth/sign-up (multipart form fields, all text). */
export const signUpRequestSchema = object({
  loginId: exactText(),
  password: exactText(),
  job: exactText(),
  birth: exactText(),
  phoneNumber: exactText(),
  walletAddr: exactText(),
  name: exactText(),
});
export type SignUpRequest = InferType<typeof signUpRequestSchema>;
