import { mixed } from 'yup';
import { JOB_CODES } from '@/shared/lib/jobs';
import { NFT_STATUSES } from './enums';
import {
  type Built,
  code,
  count,
  rounds,
  decimal,
  displayCount,
  displayDays,
  displayGroup,
  displayRate,
  displayTime,
  displayWon,
  flag,
  id,
  imageUrl,
  links,
  list,
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
  songFields,
  once,
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
export const nullDataSchema = once(() =>
  mixed()
    .nullable()
    .test('is-null', 'data must be null', (value) => value === null),
);

// ---------- responses ----------

/** GET /contracts */
export const contractListSchema = once(() =>
  record({
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
  }),
);
export type ContractListResponse = Built<typeof contractListSchema>;
export type ContractListItem = ContractListResponse['contracts'][number];

/** GET /me/copyrights, GET /me/invest/copyrights. `status` may be a value the app does not know. */
export const myNftListSchema = once(() =>
  record({
    copyrights: list(
      record({
        copyrightId: id(),
        imageUrl: imageUrl(),
        title: text(),
        status: code(NFT_STATUSES),
        progress: progressNumber(),
      }),
    ),
  }),
);
export type MyNftListResponse = Built<typeof myNftListSchema>;
export type MyNftItem = MyNftListResponse['copyrights'][number];

/** POST /copyrights/predict: the ETH price is sent back when registering, so both are exact. */
export const predictSchema = once(() => record({ ethPrice: decimal(), wonPrice: won() }));
export type PredictResponse = Built<typeof predictSchema>;

/** POST /nfts */
export const nftCreateSchema = once(() => record({ copyrightId: optionalId() }));
export type NftCreateResponse = Built<typeof nftCreateSchema>;

/** GET /copyrights/{copyrightId}, GET /nfts/{nftId} */
export const nftDetailSchema = once(() =>
  record({
    ...songFields(),
    isRegistered: flag(),
    registrationDoc: optionalUrl(),
    /** An array, or one comma-separated string (api-contract "Shapes"). */
    streamingUrls: links(),
    /** The copyright's contract; a server may leave it out. */
    contractId: optionalId(),
  }),
);
export type NftDetail = Built<typeof nftDetailSchema>;

/** GET /contracts/{contractId} */
export const contractDetailSchema = once(() =>
  record({
    contract: record({
      loanAmount: won(),
      monthlyInterest: won(),
      loanType: text(),
      interestRate: rate(),
      paymentAmount: won(),
      overdueRate: rate(),
      /** Months: 12 or "12개월". */
      repaymentPeriod: rounds(),
      repaymentCount: rounds(),
    }),
    user: displayGroup({ name: text(), job: code(JOB_CODES) }),
    copyright: record({
      ...songFields(),
      type: text(),
      isRegistered: flag(),
      registrationDoc: optionalUrl(),
      streamingUrls: links(),
    }),
    progress: record({ currentProgress: progressText(), remainingInvestingMoney: won() }),
  }),
);
export type ContractDetail = Built<typeof contractDetailSchema>;
export type ContractTerms = ContractDetail['contract'];
export type ContractParty = ContractDetail['user'];
export type ContractCopyright = ContractDetail['copyright'];
export type ContractProgress = ContractDetail['progress'];

/** GET /contracts/{contractId}/invest: every figure feeds the share and interest arithmetic. */
export const investInfoSchema = once(() =>
  record({
    minimumLoanAmount: won(),
    maximumLoanAmount: won(),
    shareCalculationRatio: rate(),
    interestCalculationRatio: rate(),
  }),
);
export type InvestInfo = Built<typeof investInfoSchema>;

/** GET /me/contracts/confirmed: amounts are summed into the month outlook, so they are exact. */
export const confirmedContractsSchema = once(() =>
  record({
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
  }),
);
export type ConfirmedContracts = Built<typeof confirmedContractsSchema>;
export type RepaymentSchedule =
  ConfirmedContracts['repaymentSchedules']['repaymentScheduleList'][number];

/** POST /auth/login and POST /auth/sign-up: both tokens, non-blank. */
export const tokensSchema = once(() => record({ accessToken: token(), refreshToken: token() }));
export type Tokens = Built<typeof tokensSchema>;

// The loan calls' shapes, in their own file; re-exported so the lazy validator loads one chunk.
export * from './loan-schemas';
