import {
  array,
  boolean,
  mixed,
  number,
  object,
  string,
  type ObjectSchema,
  type ObjectShape,
  type Schema,
} from 'yup';
import { splitCommaList } from './split-comma-list';
import {
  NFT_STATUSES,
  REPAYMENT_STATUSES,
  type ConfirmedContracts,
  type ContractCopyright,
  type ContractDetail,
  type ContractListResponse,
  type InvestInfo,
  type LoanCondition,
  type LoanCopyright,
  type LoanConclusion,
  type LoanInfo,
  type LoanStatus,
  type LoanTerms,
  type MyNftListResponse,
  type NftCreateResponse,
  type NftDetail,
  type PredictResponse,
} from './types';

/**
 * Runtime checks of every response's `data` (api-contract "Transport": a 2xx whose data is of the
 * wrong shape is a handled error). Primitives are strict so a wrong JSON type ("5" for 5) is
 * rejected instead of coerced; the only transforms are the normalisations the contract allows.
 */

/** `data` of the calls whose `data` the contract fixes as `null`. */
export const nullDataSchema = mixed()
  .nullable()
  .test('is-null', 'data must be null', (value) => value === null);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** An object that must be present (yup leaves a missing nested object unchecked otherwise). */
const record = <S extends ObjectShape>(shape: S) => object(shape).defined();
const text = () => string().strict().defined();
const nullableText = () => string().strict().nullable().defined();
const integer = () => number().strict().integer().defined();
const decimal = () => number().strict().defined();
const flag = () => boolean().strict().defined();
// Primitive lists are strict so items are not coerced; lists of records are not, because a
// strict parent skips its items' own casts (defaults, normalisation), and records check types
// field by field anyway.
const textList = () => array(text()).strict().defined();
const list = <T extends Schema>(item: T) => array(item).defined();
const isDateText = (value: string | null) => value === null || !Number.isNaN(Date.parse(value));
const isoTime = () => text().test('iso-time', 'not a date', isDateText);
const nullableIsoTime = () => nullableText().test('iso-time', 'not a date', isDateText);
const percentText = () => text().matches(/^\d+(\.\d+)?$/);
/** A list of strings that may also arrive as one comma-separated string. */
const commaList = () =>
  mixed<string[]>(isStringArray)
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' ? splitCommaList(original) : value,
    )
    .defined();
/** A number the spec defaults to 0 when absent; a present non-number is still rejected. */
const numberOrZero = () =>
  number()
    // Undo yup's string parsing: only the original value counts.
    .transform((_value: unknown, original: unknown) => original ?? 0)
    // Transforms skip a missing value; the default covers it.
    .default(0)
    .defined();

export const contractListSchema: ObjectSchema<ContractListResponse> = record({
  contracts: list(
    record({
      contractId: integer(),
      copyright: record({ name: text(), imageUrl: text() }),
      loanAmount: integer(),
      expirationTime: isoTime(),
      repaymentCount: integer(),
      interestRate: decimal(),
      progress: percentText(),
    }),
  ),
});

export const myNftListSchema: ObjectSchema<MyNftListResponse> = record({
  copyrights: list(
    record({
      copyrightId: integer(),
      imageUrl: text(),
      title: text(),
      status: string().strict().oneOf(NFT_STATUSES).defined(),
      progress: numberOrZero(),
    }),
  ),
});

export const predictSchema: ObjectSchema<PredictResponse> = record({
  ethPrice: decimal(),
  wonPrice: integer(),
});

export const nftCreateSchema: ObjectSchema<NftCreateResponse> = record({
  copyrightId: integer(),
});

export const nftDetailSchema: ObjectSchema<NftDetail> = record({
  title: text(),
  imageUrl: text(),
  ethPrice: decimal(),
  wonPrice: integer(),
  singers: textList(),
  composers: textList(),
  lyricists: textList(),
  isRegistered: flag(),
  registrationDoc: nullableText(),
  streamingUrls: commaList(),
  contractId: number().strict().integer().nullable().defined(),
});

const contractCopyrightSchema: ObjectSchema<ContractCopyright> = record({
  imageUrl: text(),
  title: text(),
  type: text(),
  ethPrice: decimal(),
  wonPrice: integer(),
  singers: textList(),
  composers: textList(),
  lyricists: textList(),
  isRegistered: flag(),
  registrationDoc: nullableText(),
  streamingUrls: commaList(),
});

export const contractDetailSchema: ObjectSchema<ContractDetail> = record({
  contract: record({
    loanAmount: integer(),
    monthlyInterest: integer(),
    loanType: text(),
    interestRate: decimal(),
    paymentAmount: integer(),
    overdueRate: decimal(),
    repaymentPeriod: integer(),
    repaymentCount: integer(),
  }),
  user: record({ name: text(), job: text() }),
  copyright: contractCopyrightSchema,
  progress: record({ currentProgress: percentText(), remainingInvestingMoney: integer() }),
});

export const investInfoSchema: ObjectSchema<InvestInfo> = record({
  minimumLoanAmount: integer(),
  maximumLoanAmount: integer(),
  shareCalculationRatio: decimal(),
  interestCalculationRatio: decimal(),
});

const loanConditionSchema: ObjectSchema<LoanCondition> = record({
  loanType: text(),
  loanPeriod: integer(),
  loanAmount: integer(),
  interestRate: decimal(),
  overdueRate: decimal(),
  monthlyInterest: integer(),
  totalPayment: integer(),
  repaymentCount: integer(),
});

const loanCopyrightSchema: ObjectSchema<LoanCopyright> = record({
  copyrightId: integer(),
  nftId: integer(),
  title: text(),
  imageUrl: text(),
  ethPrice: decimal(),
  wonPrice: integer(),
  singers: textList(),
  composers: textList(),
  lyricists: textList(),
});

export const loanInfoSchema: ObjectSchema<LoanInfo> = record({
  copyright: loanCopyrightSchema,
  loanCondition: loanConditionSchema,
  minimumLoanAmount: integer(),
  maximumLoanAmount: integer(),
  interestCalculationRatio: decimal(),
});

export const loanTermsSchema: ObjectSchema<LoanTerms> = record({
  copyright: loanCopyrightSchema,
  loanCondition: loanConditionSchema,
});

export const loanStatusSchema: ObjectSchema<LoanStatus> = record({
  contractId: integer(),
  copyrightId: integer(),
  status: string().strict().oneOf(NFT_STATUSES).defined(),
  loanAmount: number().strict().integer().nullable().defined(),
  repaymentCount: number().strict().integer().nullable().defined(),
  investedAmount: integer(),
  remainingInvestingMoney: integer(),
  expirationTime: nullableIsoTime(),
  startDate: nullableIsoTime(),
  today: isoTime(),
});

export const loanConclusionSchema: ObjectSchema<LoanConclusion> = record({
  contractId: integer(),
  title: text(),
  loanAmount: integer(),
  repaymentCount: integer(),
  interestRate: decimal(),
  startDate: isoTime(),
  schedules: list(
    record({
      repaymentScheduleId: integer(),
      round: integer(),
      repaymentDate: isoTime(),
      repaymentAmount: integer(),
      status: string().strict().oneOf(REPAYMENT_STATUSES).defined(),
    }),
  ),
});

export const confirmedContractsSchema: ObjectSchema<ConfirmedContracts> = record({
  cash: integer(),
  totalContracts: integer(),
  totalAmount: integer(),
  repaymentSchedules: record({
    repaymentScheduleList: list(
      record({
        repaymentScheduleId: integer(),
        nftImageUrl: text(),
        nftName: text(),
        round: integer(),
        repaymentDate: isoTime(),
        relativeDays: integer(),
        repaymentAmount: integer(),
        interestRate: decimal(),
        lateFee: integer(),
        totalRepaymentAmount: integer(),
      }),
    ),
  }),
});
