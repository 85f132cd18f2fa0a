/**
 * The contract's calls (product spec §7, ../shared/docs/api-contract.md "Calls"): the 18 the app
 * makes and the 2 the spec declares, each with the wire schema the app reads its answer with and
 * the request schema it sends with (src/shared/api/wire). The OpenAPI document (./document.ts),
 * the checks of the demo backend and the app against it (./conformance.ts) and `npm run
 * contract:check` (scripts/contract-check) all read this one table.
 */
import type { AnySchema } from 'yup';
import {
  CONTRACT_FILTERS,
  CONTRACT_ROLES,
  NFT_STATUSES,
  REPAYMENT_STATUSES,
} from '@/shared/api/wire/enums';
import * as requests from '@/shared/api/wire/request-schemas';
import { MAX_WON } from '@/shared/api/wire/spellings';
import * as wire from '@/shared/api/wire/schemas';

export type ErrorStatus = 400 | 401 | 404 | 409;

/** Where the contract's calls live on a server (the app calls `${API_BASE_URL}/api/v1/…`). */
export const API_ROOT = '/api/v1';

export interface QueryParameter {
  name: string;
  description: string;
  required?: boolean;
  /** The values the contract names; absent = a whole number. */
  values?: readonly string[];
  /** A whole number's bounds. */
  minimum?: number;
  maximum?: number;
}

export type RequestBody =
  | { kind: 'json'; schema: AnySchema; name: string }
  /** multipart/form-data: text fields (sign-up), or files with one JSON part (POST /nfts). */
  | { kind: 'form'; schema: AnySchema; name: string }
  | {
      kind: 'nft-upload';
      json: { part: string; schema: AnySchema; name: string };
      files: { part: string; types: string[]; maxBytes: number; required: string }[];
    };

export interface Operation {
  operationId: string;
  /** The row of api-contract's table; null for the two declared calls. */
  row: number | null;
  method: 'get' | 'post';
  /** Under the server's `/api/v1`, path parameters in braces. */
  path: string;
  summary: string;
  description: string;
  tag: 'Auth' | 'Contracts' | 'Loans' | 'Copyrights' | 'Settlement';
  /** A bearer token is required (401 without one). */
  auth: boolean;
  query?: QueryParameter[];
  body?: RequestBody;
  /** The schema the app reads `data` with, and its component's name; null: `data` is null. */
  data: { name: string; schema: () => AnySchema } | null;
  errors: ErrorStatus[];
}

const contractId = 'contractId';
const loanTermsQuery: QueryParameter[] = [
  {
    name: 'amount',
    description: 'Loan amount in won.',
    required: true,
    minimum: 0,
    maximum: MAX_WON,
  },
  {
    name: 'count',
    description: 'Number of monthly rounds.',
    required: true,
    minimum: 1,
    maximum: 12,
  },
];
const nftStatus: QueryParameter = {
  name: 'status',
  description: 'Only copyrights in this state; absent = all of them.',
  values: NFT_STATUSES,
};

export const OPERATIONS: Operation[] = [
  {
    operationId: 'listContracts',
    row: 1,
    method: 'get',
    path: '/contracts',
    summary: 'Open loans',
    description: 'Contracts open for funding. Home lists them by filter.',
    tag: 'Contracts',
    auth: false,
    query: [
      {
        name: 'searchFilter',
        description: 'One of the home filters; absent = every open contract.',
        values: CONTRACT_FILTERS,
      },
    ],
    data: { name: 'ContractList', schema: wire.contractListSchema },
    errors: [400],
  },
  {
    operationId: 'listMyCopyrights',
    row: 2,
    method: 'get',
    path: '/me/copyrights',
    summary: 'Copyrights I registered',
    description: 'The signed-in owner’s NFTs, newest first.',
    tag: 'Copyrights',
    auth: true,
    query: [nftStatus],
    data: { name: 'MyNftList', schema: wire.myNftListSchema },
    errors: [400, 401],
  },
  {
    operationId: 'listMyInvestedCopyrights',
    row: 3,
    method: 'get',
    path: '/me/invest/copyrights',
    summary: 'Copyrights I invested in',
    description: 'The NFTs behind the loans the signed-in investor funded.',
    tag: 'Copyrights',
    auth: true,
    query: [nftStatus],
    data: { name: 'MyNftList', schema: wire.myNftListSchema },
    errors: [400, 401],
  },
  {
    operationId: 'predictCopyright',
    row: 4,
    method: 'post',
    path: '/copyrights/predict',
    summary: 'Value a song',
    description: 'The automated valuation of a registration draft. Changes nothing.',
    tag: 'Copyrights',
    auth: true,
    body: { kind: 'json', schema: requests.predictRequestSchema, name: 'PredictRequest' },
    data: { name: 'Prediction', schema: wire.predictSchema },
    errors: [400, 401],
  },
  {
    operationId: 'registerNft',
    row: 5,
    method: 'post',
    path: '/nfts',
    summary: 'Register a copyright as an NFT',
    description:
      'Creates the copyright, its NFT and one contract in state REGISTERED. The server values the song itself; `ethPrice` is informational.',
    tag: 'Copyrights',
    auth: true,
    body: {
      kind: 'nft-upload',
      json: {
        part: 'nftCreateRequest',
        schema: requests.nftCreateRequestSchema,
        name: 'NftCreateRequest',
      },
      files: [
        {
          part: 'image',
          types: ['image/jpeg', 'image/png'],
          maxBytes: 5 * 1024 * 1024,
          required: 'always',
        },
        { part: 'audio', types: ['audio/mpeg'], maxBytes: 30 * 1024 * 1024, required: 'always' },
        {
          part: 'registrationDoc',
          types: ['application/pdf', 'image/jpeg', 'image/png'],
          maxBytes: 5 * 1024 * 1024,
          required: 'when isRegistered is true',
        },
      ],
    },
    data: { name: 'NftCreated', schema: wire.nftCreateSchema },
    errors: [400, 401],
  },
  {
    operationId: 'getCopyright',
    row: 6,
    method: 'get',
    path: '/copyrights/{copyrightId}',
    summary: 'A copyright',
    description: 'One copyright as its NFT describes it.',
    tag: 'Copyrights',
    auth: false,
    data: { name: 'NftDetail', schema: wire.nftDetailSchema },
    errors: [404],
  },
  {
    operationId: 'getNft',
    row: 7,
    method: 'get',
    path: '/nfts/{nftId}',
    summary: 'An NFT',
    description: 'The same description, by the NFT’s id.',
    tag: 'Copyrights',
    auth: false,
    data: { name: 'NftDetail', schema: wire.nftDetailSchema },
    errors: [404],
  },
  {
    operationId: 'checkLoginId',
    row: 8,
    method: 'post',
    path: '/users/check-id',
    summary: 'Is a login id free',
    description: '`data` is null when the id is free; 409 when it is taken.',
    tag: 'Auth',
    auth: false,
    body: { kind: 'json', schema: requests.checkIdRequestSchema, name: 'CheckIdRequest' },
    data: null,
    errors: [400, 409],
  },
  {
    operationId: 'signUp',
    row: 9,
    method: 'post',
    path: '/auth/sign-up',
    summary: 'Sign up',
    description: 'Creates an account and signs it in. 409 when the id is taken.',
    tag: 'Auth',
    auth: false,
    body: { kind: 'form', schema: requests.signUpRequestSchema, name: 'SignUpRequest' },
    data: { name: 'Tokens', schema: wire.tokensSchema },
    errors: [400, 409],
  },
  {
    operationId: 'login',
    row: 10,
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in',
    description: '401 when the id or the password is wrong.',
    tag: 'Auth',
    auth: false,
    body: { kind: 'json', schema: requests.loginRequestSchema, name: 'LoginRequest' },
    data: { name: 'Tokens', schema: wire.tokensSchema },
    errors: [400, 401],
  },
  {
    operationId: 'getContract',
    row: 11,
    method: 'get',
    path: '/contracts/{contractId}',
    summary: 'A contract',
    description: 'Its terms, the borrower, the collateral and the funding so far.',
    tag: 'Contracts',
    auth: false,
    data: { name: 'ContractDetail', schema: wire.contractDetailSchema },
    errors: [404],
  },
  {
    operationId: 'getInvestInfo',
    row: 12,
    method: 'get',
    path: '/contracts/{contractId}/invest',
    summary: 'Investment bounds',
    description: 'What one investment may be, and the ratios the invest screen computes with.',
    tag: 'Contracts',
    auth: false,
    data: { name: 'InvestInfo', schema: wire.investInfoSchema },
    errors: [400, 404],
  },
  {
    operationId: 'invest',
    row: 13,
    method: 'post',
    path: '/contracts/{contractId}/invest',
    summary: 'Invest',
    description:
      'Refused (400) below the minimum, above what is left, after the window closed, by the borrower, or for an amount that is not a whole positive number of won.',
    tag: 'Contracts',
    auth: true,
    body: { kind: 'json', schema: requests.investRequestSchema, name: 'InvestRequest' },
    data: null,
    errors: [400, 401, 404],
  },
  {
    operationId: 'getLoanInfo',
    row: 14,
    method: 'get',
    path: '/contracts/{contractId}/loans/info',
    summary: 'Loan conditions',
    description: 'The contract’s request, or the largest loan over 12 rounds before there is one.',
    tag: 'Loans',
    auth: false,
    data: { name: 'LoanInfo', schema: wire.loanInfoSchema },
    errors: [404],
  },
  {
    operationId: 'checkLoan',
    row: 15,
    method: 'get',
    path: '/contracts/{contractId}/loans/check',
    summary: 'Terms for an amount',
    description: '400 outside the lending rules.',
    tag: 'Loans',
    auth: false,
    query: loanTermsQuery,
    data: { name: 'LoanTerms', schema: wire.loanTermsSchema },
    errors: [400, 404],
  },
  {
    operationId: 'submitLoanAgreement',
    row: 16,
    method: 'post',
    path: '/contracts/{contractId}/loans/agreement',
    summary: 'Submit the loan agreement',
    description: 'The owner’s signed request; opens funding for one month.',
    tag: 'Loans',
    auth: true,
    body: {
      kind: 'json',
      schema: requests.loanAgreementRequestSchema,
      name: 'LoanAgreementRequest',
    },
    data: null,
    errors: [400, 401, 404],
  },
  {
    operationId: 'getLoanAgreement',
    row: 17,
    method: 'get',
    path: '/contracts/{contractId}/loans/agreement',
    summary: 'The agreement’s terms',
    description: 'The terms as the contract states them (the same shape as the check).',
    tag: 'Loans',
    auth: false,
    query: loanTermsQuery,
    data: { name: 'LoanTerms', schema: wire.loanTermsSchema },
    errors: [400, 404],
  },
  {
    operationId: 'listConfirmedContracts',
    row: 18,
    method: 'get',
    path: '/me/contracts/confirmed',
    summary: 'Settlement',
    description: 'Running loans in one role, and their repayment rounds in one state.',
    tag: 'Settlement',
    auth: true,
    query: [
      {
        name: 'status',
        description: 'Rounds in this state (default UPCOMING).',
        values: REPAYMENT_STATUSES,
      },
      {
        name: 'role',
        description: 'As lender or borrower (default LENDER).',
        values: CONTRACT_ROLES,
      },
    ],
    data: { name: 'ConfirmedContracts', schema: wire.confirmedContractsSchema },
    errors: [400, 401],
  },
  {
    operationId: 'getContractLoan',
    row: null,
    method: 'get',
    path: '/contracts/{contractId}/loans',
    summary: 'A loan’s state (declared)',
    description: 'Declared by the spec, used by no screen; the shape is the demo backend’s.',
    tag: 'Loans',
    auth: false,
    data: { name: 'LoanStatus', schema: wire.loanStatusSchema },
    errors: [404],
  },
  {
    operationId: 'getLoanConclusion',
    row: null,
    method: 'get',
    path: '/contracts/{contractId}/loans/conclusion',
    summary: 'A loan’s schedule (declared)',
    description:
      'Declared by the spec, used by no screen; the shape is the demo backend’s. 400 until the loan has started.',
    tag: 'Loans',
    auth: false,
    data: { name: 'LoanConclusion', schema: wire.loanConclusionSchema },
    errors: [400, 404],
  },
];

/** The path parameters, by name: every one is a server id. */
export const PATH_PARAMETERS: Record<string, string> = {
  [contractId]: 'The contract’s id.',
  copyrightId: 'The copyright’s id.',
  nftId: 'The NFT’s id.',
};

/** The operation `method` and `pathname` (under /api/v1) name, or undefined. */
export function findOperation(
  method: string,
  pathname: string,
): { operation: Operation; params: Record<string, string> } | undefined {
  for (const operation of OPERATIONS) {
    if (operation.method !== method.toLowerCase()) continue;
    const names: string[] = [];
    const pattern = operation.path.replace(/\{(\w+)\}/g, (_all, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(pathname);
    if (match) {
      return {
        operation,
        params: Object.fromEntries(names.map((name, index) => [name, match[index + 1]])),
      };
    }
  }
  return undefined;
}
