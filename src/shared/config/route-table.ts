import type { ScreenFields } from './route-fields';

/**
 * The rows of the screens' table (route-facts.ts says what each field means). A row: what a screen
 * does not say is a members-only sub-page with no tab.
 */
export type Facts = Partial<Omit<ScreenFields, 'path' | 'screen' | 'name'>> &
  Pick<ScreenFields, 'path' | 'screen' | 'name'> & { back?: { to: string; resetsDraft?: true } };

const REGISTER = { title: 'NFT 등록', tab: 'myNft', readsDraft: true } as const;
const SIGNUP = { title: '회원가입', isPublic: true } as const;
const INVEST = { title: '투자 진행', tab: 'home' } as const;
const LOAN = { title: '대출 신청', tab: 'myNft' } as const;
const TABBED = { layout: 'tabbed' } as const;
const HOME = {
  name: '홈',
  screen: 'home/pages/HomePage',
  ...TABBED,
  tab: 'home',
  isPublic: true,
} as const;

export const table = {
  root: { path: '/', ...HOME },
  main: { path: '/main', ...HOME },
  myNft: {
    name: '내 음악',
    path: '/myNft',
    screen: 'my-nft/pages/MyNftPage',
    ...TABBED,
    tab: 'myNft',
  },
  contract: {
    name: '내 대출 계약',
    path: '/contract',
    screen: 'settlement/pages/ContractPage',
    ...TABBED,
    tab: 'home',
  },
  adjustment: {
    name: '정산 관리',
    path: '/adjustment',
    screen: 'settlement/pages/AdjustmentPage',
    ...TABBED,
    tab: 'adjustment',
  },

  registerBasic: {
    name: 'NFT 등록 1단계: 기본 정보',
    path: '/nft/register/music-basic',
    screen: 'nft-register/pages/MusicBasicPage',
    ...REGISTER,
    // Leaving the first wizard step abandons the registration: start clean next time.
    back: { to: 'myNft', resetsDraft: true },
  },
  registerExtra: {
    name: 'NFT 등록 2단계: 추가 정보',
    path: '/nft/register/music-extra',
    screen: 'nft-register/pages/MusicExtraPage',
    ...REGISTER,
  },
  registerImageUpload: {
    name: 'NFT 등록 3단계: 음원과 표지',
    path: '/nft/register/image-upload',
    screen: 'nft-register/pages/ImageUploadPage',
    ...REGISTER,
  },
  registerEvaluateLoading: {
    name: 'NFT 가치 평가 중',
    path: '/nft/register/evaluate-loading',
    screen: 'nft-register/pages/EvaluateLoadingPage',
    ...REGISTER,
  },
  registerConfirm: {
    name: 'NFT 등록 확인',
    path: '/nft/register/confirm',
    screen: 'nft-register/pages/ConfirmPage',
    ...REGISTER,
    back: { to: 'registerImageUpload' },
  },
  registerLoading: {
    name: 'NFT 등록 중',
    path: '/nft/register/register-loading',
    screen: 'nft-register/pages/RegisterLoadingPage',
    ...REGISTER,
  },
  imageCrop: {
    name: '표지 이미지 자르기',
    path: '/nft/image-crop',
    screen: 'nft-register/pages/ImageCropPage',
    ...REGISTER,
    headerAction: true,
  },

  menu: {
    name: '더보기',
    path: '/menu',
    screen: 'menu/pages/MenuPage',
    title: '더보기',
    isPublic: true,
  },
  wallet: {
    name: '내 지갑',
    path: '/wallet',
    screen: 'settlement/pages/WalletPage',
    title: '내 지갑',
  },
  signedContract: {
    name: '서명한 대출 계약서',
    path: '/wallet/contracts/:paperId',
    screen: 'loan/pages/SignedContractPage',
    title: '서명한 계약서',
  },
  search: {
    name: '검색',
    path: '/search',
    screen: 'home/pages/SearchPage',
    title: '검색',
    tab: 'home',
    isPublic: true,
  },
  watchlist: {
    name: '관심 대출',
    path: '/watchlist',
    screen: 'home/pages/WatchlistPage',
    title: '관심 대출',
    tab: 'home',
    isPublic: true,
  },
  login: {
    name: '로그인',
    path: '/login',
    screen: 'auth/pages/LoginPage',
    title: '로그인',
    isPublic: true,
  },
  signupBasic: {
    name: '회원가입 1단계: 기본 정보',
    path: '/signup/basic',
    screen: 'auth/pages/SignupBasicPage',
    ...SIGNUP,
  },
  signupExtra: {
    name: '회원가입 2단계: 추가 정보',
    path: '/signup/extra',
    screen: 'auth/pages/SignupExtraPage',
    ...SIGNUP,
  },
  signupNickname: {
    name: '회원가입 3단계: 닉네임',
    path: '/signup/nickname',
    screen: 'auth/pages/SignupNicknamePage',
    ...SIGNUP,
  },
  signupComplete: {
    name: '회원가입 완료',
    path: '/signup/complete',
    screen: 'auth/pages/SignupCompletePage',
    ...SIGNUP,
  },

  investment: {
    name: '투자 상세',
    path: '/investment/:investmentId',
    screen: 'invest/pages/InvestmentPage',
    ...INVEST,
  },
  investmentInput: {
    name: '투자 정보 입력',
    path: '/investment-input/:investmentId',
    screen: 'invest/pages/InvestmentInputPage',
    ...INVEST,
  },
  loanApply: {
    name: '대출 신청',
    path: '/loan-apply/:loanId/:contractId',
    screen: 'loan/pages/LoanApplyPage',
    ...LOAN,
  },
  loanInfoInput: {
    name: '대출 희망 정보 입력',
    path: '/loan-info-input/:copyrightId/:contractId',
    screen: 'loan/pages/LoanInfoInputPage',
    ...LOAN,
    title: '정보 입력',
  },
  loanConfirm: {
    name: '대출 신청 내용 확인',
    path: '/loan-confirm/:copyrightId/:contractId',
    screen: 'loan/pages/LoanConfirmPage',
    ...LOAN,
  },
  loanContract: {
    name: '대출 계약서',
    path: '/myNft/loan-contract/:loanId/:contractId',
    screen: 'loan/pages/LoanContractPage',
    ...LOAN,
  },
  loanAgreement: {
    name: '대출 계약서',
    path: '/loan-agreement/:copyrightId/:contractId',
    screen: 'loan/pages/LoanContractPage',
    ...LOAN,
  },
  repaymentReceived: {
    name: '상환받기',
    path: '/repayment-received',
    screen: 'settlement/pages/RepaymentReceivedPage',
    title: '상환받기',
    tab: 'adjustment',
  },
  servicingRepayment: {
    name: '상환하기',
    path: '/servicing-repayment',
    screen: 'settlement/pages/ServicingRepaymentPage',
    title: '상환하기',
    tab: 'adjustment',
  },
  nftDetail: {
    name: '등록된 NFT',
    path: '/nft/detail/:nftId',
    screen: 'nft-detail/pages/NftDetailPage',
    title: '등록된 NFT',
    tab: 'home',
    isPublic: true,
  },
  myNftDetailIndex: {
    name: '내 음악 NFT 선택',
    path: '/myNft/detail',
    screen: 'my-nft/pages/MyNftDetailPage',
    title: '내 음악',
    tab: 'myNft',
  },
  myNftDetail: {
    name: '내 음악 NFT 상세',
    path: '/myNft/detail/:copyrightId',
    screen: 'my-nft/pages/MyNftDetailPage',
    title: '내 음악',
    tab: 'myNft',
  },
  loanApplyProgress: {
    name: '대출 신청 현황',
    path: '/loan-apply/progress/:contractId',
    screen: 'invest/pages/LoanApplyProgressPage',
    title: '대출 신청 현황',
    tab: 'home',
    isPublic: true,
  },
  loanApplyDetail: {
    name: '투자 상세',
    path: '/loan-apply-detail/:contractId',
    screen: 'invest/pages/InvestmentPage',
    ...INVEST,
  },
} as const satisfies Record<string, Facts>;
