import { array, boolean, number, object, string, type InferType } from 'yup';
import { WALLET_ADDRESS_PATTERN } from '@/shared/lib/eth-address';

/**
 * What the app sends (spec §7, api-contract "Calls"): exactly these shapes, strict (nothing is
 * coerced). The demo backend checks every request it receives with them.
 */

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
  // An Ethereum address (its EIP-55 checksum is the client's and the server's to check).
  walletAddr: exactText().matches(WALLET_ADDRESS_PATTERN),
  name: exactText(),
});
export type SignUpRequest = InferType<typeof signUpRequestSchema>;
