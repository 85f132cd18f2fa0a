/**
 * Every screen's facts, in one table (spec §2 and §6): its path, its page module, its layout, its
 * title, the tab it belongs to, whether a visitor must log in, and where the back arrow leads. The
 * router (src/app/routes.tsx) builds a route from each row and carries the row as the route's
 * `handle`; the layouts and the login guard read it with `useMatches()`, and screens build URLs
 * with `paths`. Nobody spells a URL or a title anywhere else, and adding a screen is a row here
 * plus the page.
 */

export type TabKey = 'home' | 'myNft' | 'adjustment';

export interface RouteFacts {
  path: string;
  /**
   * The screen's module under src/features, `<feature>/pages/<Name>Page` (its default export).
   * The router loads it as its own chunk; a name that matches no file fails every route test.
   */
  screen: ScreenModule;
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
  /** The screen reads the registration draft: it waits until the stored draft is back. */
  readsDraft?: true;
}

/** What the layouts and the guard read of a screen (its module is the router's business). */
export type ScreenFacts = Omit<RouteFacts, 'screen'>;

/** `<feature>/pages/<Name>Page`: a page module under src/features. */
export type ScreenModule = `${string}/pages/${string}Page`;

/** A row of the table: what a screen does not say is a members-only sub-page with no tab. */
type Facts = Partial<Omit<RouteFacts, 'path' | 'back' | 'screen'>> & {
  path: string;
  screen: ScreenModule;
  back?: { to: string; resetsDraft?: true };
};

const REGISTER = { title: 'NFT 등록', tab: 'myNft', readsDraft: true } as const;
const SIGNUP = { title: '회원가입', isPublic: true } as const;
const INVEST = { title: '투자 진행', tab: 'home' } as const;
const LOAN = { title: '대출 신청', tab: 'myNft' } as const;
const TABBED = { layout: 'tabbed' } as const;

const table = {
  root: { path: '/', screen: 'home/pages/HomePage', ...TABBED, tab: 'home', isPublic: true },
  main: { path: '/main', screen: 'home/pages/HomePage', ...TABBED, tab: 'home', isPublic: true },
  myNft: { path: '/myNft', screen: 'my-nft/pages/MyNftPage', ...TABBED, tab: 'myNft' },
  contract: { path: '/contract', screen: 'settlement/pages/ContractPage', ...TABBED, tab: 'home' },
  adjustment: {
    path: '/adjustment',
    screen: 'settlement/pages/AdjustmentPage',
    ...TABBED,
    tab: 'adjustment',
  },

  registerBasic: {
    path: '/nft/register/music-basic',
    screen: 'nft-register/pages/MusicBasicPage',
    ...REGISTER,
    // Leaving the first wizard step abandons the registration: start clean next time.
    back: { to: 'myNft', resetsDraft: true },
  },
  registerExtra: {
    path: '/nft/register/music-extra',
    screen: 'nft-register/pages/MusicExtraPage',
    ...REGISTER,
  },
  registerImageUpload: {
    path: '/nft/register/image-upload',
    screen: 'nft-register/pages/ImageUploadPage',
    ...REGISTER,
  },
  registerEvaluateLoading: {
    path: '/nft/register/evaluate-loading',
    screen: 'nft-register/pages/EvaluateLoadingPage',
    ...REGISTER,
  },
  registerConfirm: {
    path: '/nft/register/confirm',
    screen: 'nft-register/pages/ConfirmPage',
    ...REGISTER,
    back: { to: 'registerImageUpload' },
  },
  registerLoading: {
    path: '/nft/register/register-loading',
    screen: 'nft-register/pages/RegisterLoadingPage',
    ...REGISTER,
  },
  imageCrop: {
    path: '/nft/image-crop',
    screen: 'nft-register/pages/ImageCropPage',
    ...REGISTER,
    headerAction: true,
  },

  menu: { path: '/menu', screen: 'menu/pages/MenuPage', title: '더보기', isPublic: true },
  search: {
    path: '/search',
    screen: 'home/pages/SearchPage',
    title: '검색',
    tab: 'home',
    isPublic: true,
  },
  watchlist: {
    path: '/watchlist',
    screen: 'home/pages/WatchlistPage',
    title: '관심 대출',
    tab: 'home',
    isPublic: true,
  },
  login: { path: '/login', screen: 'auth/pages/LoginPage', title: '로그인', isPublic: true },
  signupBasic: { path: '/signup/basic', screen: 'auth/pages/SignupBasicPage', ...SIGNUP },
  signupExtra: { path: '/signup/extra', screen: 'auth/pages/SignupExtraPage', ...SIGNUP },
  signupNickname: { path: '/signup/nickname', screen: 'auth/pages/SignupNicknamePage', ...SIGNUP },
  signupComplete: { path: '/signup/complete', screen: 'auth/pages/SignupCompletePage', ...SIGNUP },

  investment: {
    path: '/investment/:investmentId',
    screen: 'invest/pages/InvestmentPage',
    ...INVEST,
  },
  investmentInput: {
    path: '/investment-input/:investmentId',
    screen: 'invest/pages/InvestmentInputPage',
    ...INVEST,
  },
  loanApply: {
    path: '/loan-apply/:loanId/:contractId',
    screen: 'loan/pages/LoanApplyPage',
    ...LOAN,
  },
  loanInfoInput: {
    path: '/loan-info-input/:copyrightId/:contractId',
    screen: 'loan/pages/LoanInfoInputPage',
    ...LOAN,
    title: '정보 입력',
  },
  loanConfirm: {
    path: '/loan-confirm/:copyrightId/:contractId',
    screen: 'loan/pages/LoanConfirmPage',
    ...LOAN,
  },
  loanContract: {
    path: '/myNft/loan-contract/:loanId/:contractId',
    screen: 'loan/pages/LoanContractPage',
    ...LOAN,
  },
  loanAgreement: {
    path: '/loan-agreement/:copyrightId/:contractId',
    screen: 'loan/pages/LoanContractPage',
    ...LOAN,
  },
  repaymentReceived: {
    path: '/repayment-received',
    screen: 'settlement/pages/RepaymentReceivedPage',
    title: '상환받기',
    tab: 'adjustment',
  },
  servicingRepayment: {
    path: '/servicing-repayment',
    screen: 'settlement/pages/ServicingRepaymentPage',
    title: '상환하기',
    tab: 'adjustment',
  },
  nftDetail: {
    path: '/nft/detail/:nftId',
    screen: 'nft-detail/pages/NftDetailPage',
    title: '등록된 NFT',
    tab: 'home',
    isPublic: true,
  },
  myNftDetailIndex: {
    path: '/myNft/detail',
    screen: 'my-nft/pages/MyNftDetailPage',
    title: '내 음악',
    tab: 'myNft',
  },
  myNftDetail: {
    path: '/myNft/detail/:copyrightId',
    screen: 'my-nft/pages/MyNftDetailPage',
    title: '내 음악',
    tab: 'myNft',
  },
  loanApplyProgress: {
    path: '/loan-apply/progress/:contractId',
    screen: 'invest/pages/LoanApplyProgressPage',
    title: '대출 신청 현황',
    tab: 'home',
    isPublic: true,
  },
  loanApplyDetail: {
    path: '/loan-apply-detail/:contractId',
    screen: 'invest/pages/InvestmentPage',
    ...INVEST,
  },
} as const satisfies Record<string, Facts>;

export type RouteKey = keyof typeof table;
/** Each screen's path pattern, as a literal type (paths.ts builds its URL helpers from them). */
export type RoutePatterns = { [K in RouteKey]: (typeof table)[K]['path'] };
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
