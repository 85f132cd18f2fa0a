import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import { patterns, type RouteKey } from '@/shared/config/paths';
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

type PageModule = { default: ComponentType };
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<PageModule> };

/**
 * One lazy chunk per screen module. `preload` starts the same download early: webpack hands
 * React.lazy the module it already fetched, so the first screen's chunk is not fetched twice.
 */
function lazyPage(load: () => Promise<PageModule>): LazyPage {
  return Object.assign(lazy(load), { preload: load });
}

const HomePage = lazyPage(
  () => import(/* webpackChunkName: "page-home" */ '@/features/home/pages/HomePage'),
);
const ContractPage = lazyPage(
  () => import(/* webpackChunkName: "page-contract" */ '@/features/settlement/pages/ContractPage'),
);
const MyNftPage = lazyPage(
  () => import(/* webpackChunkName: "page-my-nft" */ '@/features/my-nft/pages/MyNftPage'),
);
const MyNftDetailPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-my-nft-detail" */ '@/features/my-nft/pages/MyNftDetailPage'),
);
const AdjustmentPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-adjustment" */ '@/features/settlement/pages/AdjustmentPage'),
);
const RepaymentReceivedPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-repayment-received" */ '@/features/settlement/pages/RepaymentReceivedPage'
    ),
);
const ServicingRepaymentPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-servicing-repayment" */ '@/features/settlement/pages/ServicingRepaymentPage'
    ),
);
const MusicBasicPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-music-basic" */ '@/features/nft-register/pages/MusicBasicPage'
    ),
);
const MusicExtraPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-music-extra" */ '@/features/nft-register/pages/MusicExtraPage'
    ),
);
const ImageUploadPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-image-upload" */ '@/features/nft-register/pages/ImageUploadPage'
    ),
);
const EvaluateLoadingPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-evaluate-loading" */ '@/features/nft-register/pages/EvaluateLoadingPage'
    ),
);
const ConfirmPage = lazyPage(
  () => import(/* webpackChunkName: "page-confirm" */ '@/features/nft-register/pages/ConfirmPage'),
);
const RegisterLoadingPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-register-loading" */ '@/features/nft-register/pages/RegisterLoadingPage'
    ),
);
const ImageCropPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-image-crop" */ '@/features/nft-register/pages/ImageCropPage'),
);
const NftDetailPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-nft-detail" */ '@/features/nft-detail/pages/NftDetailPage'),
);
const MenuPage = lazyPage(
  () => import(/* webpackChunkName: "page-menu" */ '@/features/menu/pages/MenuPage'),
);
const LoginPage = lazyPage(
  () => import(/* webpackChunkName: "page-login" */ '@/features/auth/pages/LoginPage'),
);
const SignupBasicPage = lazyPage(
  () => import(/* webpackChunkName: "page-signup-basic" */ '@/features/auth/pages/SignupBasicPage'),
);
const SignupExtraPage = lazyPage(
  () => import(/* webpackChunkName: "page-signup-extra" */ '@/features/auth/pages/SignupExtraPage'),
);
const SignupNicknamePage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-signup-nickname" */ '@/features/auth/pages/SignupNicknamePage'
    ),
);
const SignupCompletePage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-signup-complete" */ '@/features/auth/pages/SignupCompletePage'
    ),
);
const InvestmentPage = lazyPage(
  () => import(/* webpackChunkName: "page-investment" */ '@/features/invest/pages/InvestmentPage'),
);
const InvestmentInputPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-investment-input" */ '@/features/invest/pages/InvestmentInputPage'
    ),
);
const LoanApplyProgressPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-loan-apply-progress" */ '@/features/invest/pages/LoanApplyProgressPage'
    ),
);
const LoanApplyDetailPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-loan-apply-detail" */ '@/features/invest/pages/LoanApplyDetailPage'
    ),
);
const LoanApplyPage = lazyPage(
  () => import(/* webpackChunkName: "page-loan-apply" */ '@/features/loan/pages/LoanApplyPage'),
);
const LoanInfoInputPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-loan-info-input" */ '@/features/loan/pages/LoanInfoInputPage'
    ),
);
const LoanConfirmPage = lazyPage(
  () => import(/* webpackChunkName: "page-loan-confirm" */ '@/features/loan/pages/LoanConfirmPage'),
);
const LoanContractPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-loan-contract" */ '@/features/loan/pages/LoanContractPage'),
);

const components: Record<RouteKey, LazyPage> = {
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

/**
 * Starts downloading the screen for `pathname` at once, in parallel with whatever the app does
 * before its first render (starting the demo backend, reading storage).
 */
export function preloadRoute(pathname: string): void {
  const route = routeTable.find(({ path }) => matchPath(path, pathname));
  if (!route) return;
  // A failed preload is not an error yet: React.lazy retries and the route's boundary reports it.
  components[route.key].preload().catch(() => {});
}
