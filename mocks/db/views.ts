import { badRequest } from './errors';
import { rowWhere } from './row-index';
import { contractOfCopyright, copyrightById, copyrightOf, investedTotal } from './lending';
import { bpsToRate, progressPercentOf } from '@/shared/lending/money';
import { ethOf, progressString } from './money';
import type { ContractRow, ContractStatus, CopyrightRow, DbState, SearchFilter } from './types';
import type { ContractListItem, MyNftItem, NftDetail } from '@/shared/api/wire/schemas';
import type { LoanCopyright } from '@/shared/api/wire/loan-schemas';

/** Read models for the list and NFT calls (rows 1-3, 6, 7). */
const SEARCH_FILTERS: readonly SearchFilter[] = [
  'HIGH_RETURN',
  'LOW_RISK',
  'SHORT_TERM',
  'LONG_TERM',
  'ALL',
];
const STATUSES: readonly ContractStatus[] = ['REGISTERED', 'INVESTING', 'COMPLETED'];

/** Filter thresholds (documented in docs/api.md). */
export const HIGH_RETURN_MIN_RATE_BPS = 1100;
export const LOW_RISK_MAX_LTV_BPS = 5000;
export const SHORT_TERM_MAX_ROUNDS = 6;
export const LONG_TERM_MIN_ROUNDS = 9;

export function parseSearchFilter(raw: string | null): SearchFilter {
  if (raw === null || raw === '') return 'ALL';
  if (!SEARCH_FILTERS.includes(raw as SearchFilter)) {
    throw badRequest('INVALID_FILTER', '알 수 없는 검색 조건입니다.');
  }
  return raw as SearchFilter;
}

export function parseStatus(raw: string | null): ContractStatus | null {
  if (raw === null || raw === '' || raw === 'ALL') return null;
  if (!STATUSES.includes(raw as ContractStatus))
    throw badRequest('INVALID_STATUS', '알 수 없는 상태 값입니다.');
  return raw as ContractStatus;
}

export const imageOf = (copyright: CopyrightRow) => copyright.image.dataUrl ?? '';

interface OpenContract {
  contract: ContractRow;
  copyright: CopyrightRow;
  loanAmount: number;
  count: number;
  expiration: number;
}

/** Row 1: only contracts open for funding, filtered and ordered as documented. */
export function contractList(state: DbState, filter: SearchFilter): ContractListItem[] {
  const open: OpenContract[] = state.contracts
    .filter((contract) => contract.status === 'INVESTING' && contract.terms)
    .map((contract) => ({
      contract,
      copyright: copyrightOf(state, contract),
      loanAmount: contract.terms!.loanAmount,
      count: contract.terms!.repaymentCount,
      expiration: new Date(contract.terms!.expirationTime).getTime(),
    }));
  const latestFirst = (a: OpenContract, b: OpenContract) =>
    b.expiration - a.expiration || b.contract.contractId - a.contract.contractId;
  // Loan-to-value compared as cross products, never as floats.
  const ltvCompare = (a: OpenContract, b: OpenContract) =>
    a.loanAmount * b.copyright.wonPrice - b.loanAmount * a.copyright.wonPrice;
  let chosen: OpenContract[];
  switch (filter) {
    case 'HIGH_RETURN':
      chosen = open
        .filter((row) => row.copyright.rateBps >= HIGH_RETURN_MIN_RATE_BPS)
        .sort((a, b) => b.copyright.rateBps - a.copyright.rateBps || latestFirst(a, b));
      break;
    case 'LOW_RISK':
      chosen = open
        .filter((row) => row.loanAmount * 10000 <= row.copyright.wonPrice * LOW_RISK_MAX_LTV_BPS)
        .sort((a, b) => ltvCompare(a, b) || latestFirst(a, b));
      break;
    case 'SHORT_TERM':
      chosen = open
        .filter((row) => row.count <= SHORT_TERM_MAX_ROUNDS)
        .sort((a, b) => a.count - b.count || latestFirst(a, b));
      break;
    case 'LONG_TERM':
      chosen = open
        .filter((row) => row.count >= LONG_TERM_MIN_ROUNDS)
        .sort((a, b) => b.count - a.count || latestFirst(a, b));
      break;
    default:
      chosen = open.sort(latestFirst);
  }
  return chosen.map(({ contract, copyright, loanAmount, count }) => ({
    contractId: contract.contractId,
    copyright: { name: copyright.title, imageUrl: imageOf(copyright) },
    loanAmount,
    expirationTime: contract.terms!.expirationTime,
    repaymentCount: count,
    interestRate: bpsToRate(copyright.rateBps),
    progress: progressString(investedTotal(state, contract.contractId), loanAmount),
  }));
}

function myNftItem(state: DbState, copyright: CopyrightRow): MyNftItem {
  const contract = contractOfCopyright(state, copyright.copyrightId);
  let progress = 0;
  if (contract.status === 'COMPLETED') progress = 100;
  else if (contract.terms)
    progress = progressPercentOf(
      investedTotal(state, contract.contractId),
      contract.terms.loanAmount,
    );
  return {
    copyrightId: copyright.copyrightId,
    imageUrl: imageOf(copyright),
    title: copyright.title,
    status: contract.status,
    progress,
  };
}

const newestFirst = (a: CopyrightRow, b: CopyrightRow) => b.copyrightId - a.copyrightId;

/** Row 2: copyrights the user issued. */
export function myCopyrights(
  state: DbState,
  userId: number,
  status: ContractStatus | null,
): MyNftItem[] {
  return state.copyrights
    .filter((row) => row.ownerId === userId)
    .sort(newestFirst)
    .map((row) => myNftItem(state, row))
    .filter((item) => status === null || item.status === status);
}

/** Row 3: copyrights whose loan the user invested in (still-open or running loans). */
export function myInvestedCopyrights(
  state: DbState,
  userId: number,
  status: ContractStatus | null,
): MyNftItem[] {
  const contractIds = new Set(
    state.investments.filter((row) => row.userId === userId).map((row) => row.contractId),
  );
  return state.contracts
    .filter((contract) => contractIds.has(contract.contractId))
    .map((contract) => copyrightOf(state, contract))
    .sort(newestFirst)
    .map((row) => myNftItem(state, row))
    .filter((item) => status === null || item.status === status);
}

/** The display fields every description of a song shares (wire songFields). */
export const songView = (copyright: CopyrightRow) => ({
  title: copyright.title,
  imageUrl: imageOf(copyright),
  ethPrice: ethOf(copyright.wonPrice),
  wonPrice: copyright.wonPrice,
  singers: [...copyright.singers],
  composers: [...copyright.composers],
  lyricists: [...copyright.lyricists],
});

/** Whether the copyright is registered, its document and its streaming links. */
export const registrationView = (copyright: CopyrightRow) => ({
  isRegistered: copyright.isRegistered,
  registrationDoc: copyright.registrationDoc?.dataUrl ?? null,
  streamingUrls: [...copyright.streamingUrls],
});

/** Rows 6 and 7. */
export function nftDetail(state: DbState, copyrightId: number): NftDetail {
  const copyright = copyrightById(state, copyrightId);
  return {
    ...songView(copyright),
    ...registrationView(copyright),
    contractId: contractOfCopyright(state, copyrightId).contractId,
  };
}

export function nftDetailByNftId(state: DbState, nftId: number): NftDetail {
  const copyright = rowWhere(state.copyrights, 'nftId', nftId);
  return nftDetail(state, copyright ? copyright.copyrightId : -1);
}

export function copyrightSummary(copyright: CopyrightRow): LoanCopyright {
  return {
    copyrightId: copyright.copyrightId,
    nftId: copyright.nftId,
    ...songView(copyright),
  };
}
