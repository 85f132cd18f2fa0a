import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { patterns, type RouteKey } from '../shared/config/paths';
import { isPublicPath } from './navigation';

export type LayoutKind = 'tabbed' | 'sub';

export interface RouteDef {
  key: RouteKey;
  path: string;
  layout: LayoutKind;
  /** Anonymous users may open it (spec §6); every other route asks them to log in. */
  isPublic: boolean;
  Component: LazyExoticComponent<ComponentType>;
}

// One lazy chunk per screen module.
const HomePage = lazy(() => import('../features/home/pages/HomePage'));
const ContractPage = lazy(() => import('../features/settlement/pages/ContractPage'));
const MyNftPage = lazy(() => import('../features/my-nft/pages/MyNftPage'));
const MyNftDetailPage = lazy(() => import('../features/my-nft/pages/MyNftDetailPage'));
const AdjustmentPage = lazy(() => import('../features/settlement/pages/AdjustmentPage'));
const RepaymentReceivedPage = lazy(
  () => import('../features/settlement/pages/RepaymentReceivedPage'),
);
const ServicingRepaymentPage = lazy(
  () => import('../features/settlement/pages/ServicingRepaymentPage'),
);
const MusicBasicPage = lazy(() => import('../features/nft-register/pages/MusicBasicPage'));
const MusicExtraPage = lazy(() => import('../features/nft-register/pages/MusicExtraPage'));
const ImageUploadPage = lazy(() => import('../features/nft-register/pages/ImageUploadPage'));
const EvaluateLoadingPage = lazy(
  () => import('../features/nft-register/pages/EvaluateLoadingPage'),
);
const ConfirmPage = lazy(() => import('../features/nft-register/pages/ConfirmPage'));
const RegisterLoadingPage = lazy(
  () => import('../features/nft-register/pages/RegisterLoadingPage'),
);
const ImageCropPage = lazy(() => import('../features/nft-register/pages/ImageCropPage'));
const NftDetailPage = lazy(() => import('../features/nft-detail/pages/NftDetailPage'));
const MenuPage = lazy(() => import('../features/menu/pages/MenuPage'));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const SignupBasicPage = lazy(() => import('../features/auth/pages/SignupBasicPage'));
const SignupExtraPage = lazy(() => import('../features/auth/pages/SignupExtraPage'));
const SignupNicknamePage = lazy(() => import('../features/auth/pages/SignupNicknamePage'));
const SignupCompletePage = lazy(() => import('../features/auth/pages/SignupCompletePage'));
const InvestmentPage = lazy(() => import('../features/invest/pages/InvestmentPage'));
const InvestmentInputPage = lazy(() => import('../features/invest/pages/InvestmentInputPage'));
const LoanApplyProgressPage = lazy(() => import('../features/invest/pages/LoanApplyProgressPage'));
const LoanApplyDetailPage = lazy(() => import('../features/invest/pages/LoanApplyDetailPage'));
const LoanApplyPage = lazy(() => import('../features/loan/pages/LoanApplyPage'));
const LoanInfoInputPage = lazy(() => import('../features/loan/pages/LoanInfoInputPage'));
const LoanConfirmPage = lazy(() => import('../features/loan/pages/LoanConfirmPage'));
const LoanContractPage = lazy(() => import('../features/loan/pages/LoanContractPage'));

const components: Record<RouteKey, LazyExoticComponent<ComponentType>> = {
  root: HomePage,
  main: HomePage,
  myNft: MyNftPage,
  contract: ContractPage,
  adjustment: AdjustmentPage,
  registerBasic: MusicBasicPage,
  registerExtra: MusicExtraPage,
  registerImageUpload: ImageUploadPage,
  registerEvaluateLoading: EvaluateLoadingPage,
  registerConfirm: ConfirmPage,
  registerLoading: RegisterLoadingPage,
  imageCrop: ImageCropPage,
  menu: MenuPage,
  login: LoginPage,
  signupBasic: SignupBasicPage,
  signupExtra: SignupExtraPage,
  signupNickname: SignupNicknamePage,
  signupComplete: SignupCompletePage,
  investment: InvestmentPage,
  investmentInput: InvestmentInputPage,
  loanApply: LoanApplyPage,
  loanInfoInput: LoanInfoInputPage,
  loanConfirm: LoanConfirmPage,
  // Spec §2: both contract routes show the loan contract document.
  loanContract: LoanContractPage,
  loanAgreement: LoanContractPage,
  repaymentReceived: RepaymentReceivedPage,
  servicingRepayment: ServicingRepaymentPage,
  nftDetail: NftDetailPage,
  myNftDetailIndex: MyNftDetailPage,
  myNftDetail: MyNftDetailPage,
  loanApplyProgress: LoanApplyProgressPage,
  loanApplyDetail: LoanApplyDetailPage,
};

/** Spec §2 route table: the tabbed group; everything else is a plain sub-page. */
const tabbed = new Set<RouteKey>(['root', 'main', 'myNft', 'contract', 'adjustment']);

export const routeTable: RouteDef[] = (Object.keys(patterns) as RouteKey[]).map((key) => ({
  key,
  path: patterns[key],
  layout: tabbed.has(key) ? 'tabbed' : 'sub',
  isPublic: isPublicPath(patterns[key]),
  Component: components[key],
}));
