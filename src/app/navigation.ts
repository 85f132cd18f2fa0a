import { matchPath } from 'react-router-dom';
import { patterns } from '@/shared/config/paths';

export type TabKey = 'home' | 'myNft' | 'adjustment';

export interface TabDef {
  key: TabKey;
  label: string;
  to: string;
  /** Paths that select this tab exactly. */
  exact: string[];
  /** Path prefixes that select this tab (checked after every exact match). */
  prefixes: string[];
  /** Other screens that belong to this tab (checked last). */
  related: string[];
}

export const tabs: TabDef[] = [
  {
    key: 'home',
    label: '홈',
    to: patterns.main,
    exact: [patterns.root, patterns.main],
    prefixes: [patterns.main],
    related: [
      patterns.contract,
      patterns.loanApplyProgress,
      patterns.loanApplyDetail,
      patterns.investment,
      patterns.investmentInput,
      patterns.nftDetail,
    ],
  },
  {
    key: 'myNft',
    label: '내 음악',
    to: patterns.myNft,
    exact: [patterns.myNft],
    prefixes: [patterns.myNft],
    related: [
      '/nft/register/*',
      patterns.imageCrop,
      patterns.loanApply,
      patterns.loanInfoInput,
      patterns.loanConfirm,
      patterns.loanAgreement,
    ],
  },
  {
    key: 'adjustment',
    label: '정산 관리',
    to: patterns.adjustment,
    exact: [patterns.adjustment],
    prefixes: [patterns.adjustment],
    related: [patterns.servicingRepayment, patterns.repaymentReceived],
  },
];

const isPrefix = (prefix: string, pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Spec §2: a tab is selected by exact path, then by prefix, then by related paths. */
export function selectTab(pathname: string): TabKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = tabs.find((t) => t.exact.includes(path));
  if (exact) return exact.key;
  const prefix = tabs.find((t) => t.prefixes.some((p) => isPrefix(p, path)));
  if (prefix) return prefix.key;
  const related = tabs.find((t) => t.related.some((p) => matchPath(p, path) !== null));
  return related ? related.key : null;
}

/** Sub-page titles by path (spec §2, plain layout). First match wins. */
const titleRules: Array<[pattern: string, title: string]> = [
  ['/nft/register/*', 'NFT 등록'],
  [patterns.imageCrop, 'NFT 등록'],
  ['/signup/*', '회원가입'],
  [patterns.investment, '투자 진행'],
  [patterns.investmentInput, '투자 진행'],
  [patterns.loanApplyDetail, '투자 진행'],
  [patterns.repaymentReceived, '상환받기'],
  [patterns.servicingRepayment, '상환하기'],
  [patterns.loanApplyProgress, '대출 신청 현황'],
  [patterns.loanApply, '대출 신청'],
  [patterns.loanConfirm, '대출 신청'],
  [patterns.loanContract, '대출 신청'],
  [patterns.loanAgreement, '대출 신청'],
  [patterns.loanInfoInput, '정보 입력'],
  [patterns.nftDetail, '등록된 NFT'],
  [patterns.myNftDetailIndex, '내 음악'],
  [patterns.myNftDetail, '내 음악'],
  [patterns.menu, '더보기'],
  [patterns.login, '로그인'],
];

export function subPageTitle(pathname: string): string {
  const hit = titleRules.find(([pattern]) => matchPath(pattern, pathname) !== null);
  return hit ? hit[1] : '';
}

/** Screens an anonymous user may open (spec §6 and the foundation issue). */
const publicPatterns = [
  patterns.root,
  patterns.main,
  patterns.loanApplyProgress,
  patterns.nftDetail,
  patterns.login,
  '/signup/*',
  patterns.menu,
];

export function isPublicPath(pathname: string): boolean {
  return publicPatterns.some((p) => matchPath(p, pathname) !== null);
}
