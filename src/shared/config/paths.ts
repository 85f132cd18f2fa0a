/**
 * Every screen's facts, in one table (spec §2 and §6): its path, its layout, its title, the tab it
 * belongs to, whether a visitor must log in, and where the back arrow leads. The router carries
 * each entry as its route's `handle` (src/app/routes.tsx adds only the screen's module), the
 * layouts and the login guard read it with `useMatches()`, and screens build URLs with `paths`.
 * Nobody spells a URL or a title anywhere else.
 */

import { matchRoutes } from 'react-router-dom';

export type TabKey = 'home' | 'myNft' | 'adjustment';

export interface RouteFacts {
  path: string;
  /** The tabbed group has the logo header and the tab bar; every other screen a back arrow. */
  layout: 'tabbed' | 'sub';
  /** Sub-page header title ('' for none). */
  title: string;
  /** The bottom tab this screen belongs to, if any. */
  tab: TabKey | null;
  /** Anonymous visitors may open it (spec §6); every other screen asks them to log in. */
  isPublic: boolean;
  /** The back arrow's target when it is not simply "back in history". */
  back?: { to: StaticRouteKey; resetsDraft?: true };
  /** The header shows the screen's own confirm action (the crop page). */
  headerAction?: true;
}

/** A row of the table: what a screen does not say is a members-only sub-page with no tab. */
type Facts = Partial<Omit<RouteFacts, 'path' | 'back'>> & {
  path: string;
  back?: { to: string; resetsDraft?: true };
};

const REGISTER = { title: 'NFT 등록', tab: 'myNft' } as const;
const SIGNUP = { title: '회원가입', isPublic: true } as const;
const INVEST = { title: '투자 진행', tab: 'home' } as const;
const LOAN = { title: '대출 신청', tab: 'myNft' } as const;
const TABBED = { layout: 'tabbed' } as const;

const table = {
  root: { path: '/', ...TABBED, tab: 'home', isPublic: true },
  main: { path: '/main', ...TABBED, tab: 'home', isPublic: true },
  myNft: { path: '/myNft', ...TABBED, tab: 'myNft' },
  contract: { path: '/contract', ...TABBED, tab: 'home' },
  adjustment: { path: '/adjustment', ...TABBED, tab: 'adjustment' },

  registerBasic: {
    path: '/nft/register/music-basic',
    ...REGISTER,
    // Leaving the first wizard step abandons the registration: start clean next time.
    back: { to: 'myNft', resetsDraft: true },
  },
  registerExtra: { path: '/nft/register/music-extra', ...REGISTER },
  registerImageUpload: { path: '/nft/register/image-upload', ...REGISTER },
  registerEvaluateLoading: { path: '/nft/register/evaluate-loading', ...REGISTER },
  registerConfirm: {
    path: '/nft/register/confirm',
    ...REGISTER,
    back: { to: 'registerImageUpload' },
  },
  registerLoading: { path: '/nft/register/register-loading', ...REGISTER },
  imageCrop: { path: '/nft/image-crop', ...REGISTER, headerAction: true },

  menu: { path: '/menu', title: '더보기', isPublic: true },
  login: { path: '/login', title: '로그인', isPublic: true },
  signupBasic: { path: '/signup/basic', ...SIGNUP },
  signupExtra: { path: '/signup/extra', ...SIGNUP },
  signupNickname: { path: '/signup/nickname', ...SIGNUP },
  signupComplete: { path: '/signup/complete', ...SIGNUP },

  investment: { path: '/investment/:investmentId', ...INVEST },
  investmentInput: { path: '/investment-input/:investmentId', ...INVEST },
  loanApply: { path: '/loan-apply/:loanId/:contractId', ...LOAN },
  loanInfoInput: { path: '/loan-info-input/:copyrightId/:contractId', ...LOAN, title: '정보 입력' },
  loanConfirm: { path: '/loan-confirm/:copyrightId/:contractId', ...LOAN },
  loanContract: { path: '/myNft/loan-contract/:loanId/:contractId', ...LOAN },
  loanAgreement: { path: '/loan-agreement/:copyrightId/:contractId', ...LOAN },
  repaymentReceived: { path: '/repayment-received', title: '상환받기', tab: 'adjustment' },
  servicingRepayment: { path: '/servicing-repayment', title: '상환하기', tab: 'adjustment' },
  nftDetail: { path: '/nft/detail/:nftId', title: '등록된 NFT', tab: 'home', isPublic: true },
  myNftDetailIndex: { path: '/myNft/detail', title: '내 음악', tab: 'myNft' },
  myNftDetail: { path: '/myNft/detail/:copyrightId', title: '내 음악', tab: 'myNft' },
  loanApplyProgress: {
    path: '/loan-apply/progress/:contractId',
    title: '대출 신청 현황',
    tab: 'home',
    isPublic: true,
  },
  loanApplyDetail: { path: '/loan-apply-detail/:contractId', ...INVEST },
} as const satisfies Record<string, Facts>;

export type RouteKey = keyof typeof table;
/** Screens whose address has no parameter. */
export type StaticRouteKey = {
  [K in RouteKey]: (typeof table)[K]['path'] extends `${string}:${string}` ? never : K;
}[RouteKey];

export const routeFacts = Object.fromEntries(
  Object.entries(table).map(([key, facts]: [string, Facts]) => [
    key,
    { layout: 'sub', title: '', tab: null, isPublic: false, ...facts },
  ]),
) as Record<RouteKey, RouteFacts>;

const factRoutes = Object.values(routeFacts).map((facts) => ({ path: facts.path, facts }));

/** The facts of a screen no route matches: a plain sub-page anyone may see. */
export const notFoundFacts: RouteFacts = {
  path: '*',
  layout: 'sub',
  title: '',
  tab: null,
  isPublic: true,
};

/** The facts of the screen at `pathname`, for code that is not inside a route (and its tests). */
export function routeFactsOf(pathname: string): RouteFacts {
  // Ranked as the router ranks them: /loan-apply/progress/5 is progress, not a loan-apply id.
  const matches = matchRoutes(factRoutes, pathname);
  return matches?.[matches.length - 1]?.route.facts ?? notFoundFacts;
}

/** React Router patterns, by screen. */
export const patterns = Object.fromEntries(
  Object.entries(table).map(([key, facts]) => [key, facts.path]),
) as { [K in RouteKey]: (typeof table)[K]['path'] };

type Id = string | number;
/** One id per `:param` of the pattern, in order. */
type ParamIds<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Id, ...ParamIds<Rest>]
  : P extends `${string}:${string}`
    ? [Id]
    : [];

/** Fills a pattern's `:params` in order, each one URL-encoded. */
function fill(pattern: string, ids: readonly Id[]): string {
  let index = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(String(ids[index++])));
}

type Builders = { [K in RouteKey]: (...ids: ParamIds<(typeof table)[K]['path']>) => string };

const built = Object.fromEntries(
  Object.entries(patterns).map(([key, pattern]) => [key, (...ids: Id[]) => fill(pattern, ids)]),
) as Builders;

/** URLs of screens: `paths.investment(3)` → "/investment/3". The one helper that builds them. */
export const paths = {
  ...built,
  /** My music, optionally on a tab ('invested' after an investment). */
  myNft: (tab?: 'issued' | 'invested') => (tab ? `${patterns.myNft}?tab=${tab}` : patterns.myNft),
  /** Login, bringing the user back to `next` afterwards. */
  login: (next?: string) =>
    next ? `${patterns.login}?next=${encodeURIComponent(next)}` : patterns.login,
};
