/**
 * The one registry of route paths. Screens build URLs with these helpers; nobody spells a URL.
 * `patterns` are react-router patterns (used only by the router and the layout rules).
 */
export const patterns = {
  root: '/',
  main: '/main',
  myNft: '/myNft',
  contract: '/contract',
  adjustment: '/adjustment',

  registerBasic: '/nft/register/music-basic',
  registerExtra: '/nft/register/music-extra',
  registerImageUpload: '/nft/register/image-upload',
  registerEvaluateLoading: '/nft/register/evaluate-loading',
  registerConfirm: '/nft/register/confirm',
  registerLoading: '/nft/register/register-loading',
  imageCrop: '/nft/image-crop',

  menu: '/menu',
  login: '/login',
  signupBasic: '/signup/basic',
  signupExtra: '/signup/extra',
  signupNickname: '/signup/nickname',
  signupComplete: '/signup/complete',

  investment: '/investment/:investmentId',
  investmentInput: '/investment-input/:investmentId',
  loanApply: '/loan-apply/:loanId/:contractId',
  loanInfoInput: '/loan-info-input/:copyrightId/:contractId',
  loanConfirm: '/loan-confirm/:copyrightId/:contractId',
  loanContract: '/myNft/loan-contract/:loanId/:contractId',
  loanAgreement: '/loan-agreement/:copyrightId/:contractId',
  repaymentReceived: '/repayment-received',
  servicingRepayment: '/servicing-repayment',
  nftDetail: '/nft/detail/:nftId',
  myNftDetailIndex: '/myNft/detail',
  myNftDetail: '/myNft/detail/:copyrightId',
  loanApplyProgress: '/loan-apply/progress/:contractId',
  loanApplyDetail: '/loan-apply-detail/:contractId',
} as const;

export type RouteKey = keyof typeof patterns;

type Id = string | number;
const seg = (id: Id) => encodeURIComponent(String(id));

export const paths = {
  root: () => patterns.root,
  main: () => patterns.main,
  /** My music, optionally on a tab ('invested' after an investment). */
  myNft: (tab?: 'issued' | 'invested') => (tab ? `${patterns.myNft}?tab=${tab}` : patterns.myNft),
  contract: () => patterns.contract,
  adjustment: () => patterns.adjustment,

  registerBasic: () => patterns.registerBasic,
  registerExtra: () => patterns.registerExtra,
  registerImageUpload: () => patterns.registerImageUpload,
  registerEvaluateLoading: () => patterns.registerEvaluateLoading,
  registerConfirm: () => patterns.registerConfirm,
  registerLoading: () => patterns.registerLoading,
  imageCrop: () => patterns.imageCrop,

  menu: () => patterns.menu,
  login: (next?: string) =>
    next ? `${patterns.login}?next=${encodeURIComponent(next)}` : patterns.login,
  signupBasic: () => patterns.signupBasic,
  signupExtra: () => patterns.signupExtra,
  signupNickname: () => patterns.signupNickname,
  signupComplete: () => patterns.signupComplete,

  investment: (investmentId: Id) => `/investment/${seg(investmentId)}`,
  investmentInput: (investmentId: Id) => `/investment-input/${seg(investmentId)}`,
  loanApply: (loanId: Id, contractId: Id) => `/loan-apply/${seg(loanId)}/${seg(contractId)}`,
  loanInfoInput: (copyrightId: Id, contractId: Id) =>
    `/loan-info-input/${seg(copyrightId)}/${seg(contractId)}`,
  loanConfirm: (copyrightId: Id, contractId: Id) =>
    `/loan-confirm/${seg(copyrightId)}/${seg(contractId)}`,
  loanContract: (loanId: Id, contractId: Id) =>
    `/myNft/loan-contract/${seg(loanId)}/${seg(contractId)}`,
  loanAgreement: (copyrightId: Id, contractId: Id) =>
    `/loan-agreement/${seg(copyrightId)}/${seg(contractId)}`,
  repaymentReceived: () => patterns.repaymentReceived,
  servicingRepayment: () => patterns.servicingRepayment,
  nftDetail: (nftId: Id) => `/nft/detail/${seg(nftId)}`,
  myNftDetailIndex: () => patterns.myNftDetailIndex,
  myNftDetail: (copyrightId: Id) => `/myNft/detail/${seg(copyrightId)}`,
  loanApplyProgress: (contractId: Id) => `/loan-apply/progress/${seg(contractId)}`,
  loanApplyDetail: (contractId: Id) => `/loan-apply-detail/${seg(contractId)}`,
} satisfies Record<RouteKey, (...args: never[]) => string>;
