import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { notFoundFacts, routeFacts, type RouteFacts, type RouteKey } from '@/shared/config/paths';
import { RootLayout } from './layouts/RootLayout';
import { SubPageLayout } from './layouts/SubPageLayout';
import { TabbedLayout } from './layouts/TabbedLayout';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';

type PageModule = { default: ComponentType };

/**
 * The screen module of every route, one lazy chunk each. A route's other facts (path, title, tab,
 * login, back target) are in src/shared/config/paths.ts; the type makes a new route fail to
 * compile until it has its screen here.
 */
const screens: Record<RouteKey, () => Promise<PageModule>> = {
  root: () => import(/* webpackChunkName: "page-home" */ '@/features/home/pages/HomePage'),
  main: () => import(/* webpackChunkName: "page-home" */ '@/features/home/pages/HomePage'),
  myNft: () => import(/* webpackChunkName: "page-my-nft" */ '@/features/my-nft/pages/MyNftPage'),
  contract: () =>
    import(/* webpackChunkName: "page-contract" */ '@/features/settlement/pages/ContractPage'),
  adjustment: () =>
    import(/* webpackChunkName: "page-adjustment" */ '@/features/settlement/pages/AdjustmentPage'),
  registerBasic: () =>
    import(
      /* webpackChunkName: "page-music-basic" */ '@/features/nft-register/pages/MusicBasicPage'
    ),
  registerExtra: () =>
    import(
      /* webpackChunkName: "page-music-extra" */ '@/features/nft-register/pages/MusicExtraPage'
    ),
  registerImageUpload: () =>
    import(
      /* webpackChunkName: "page-image-upload" */ '@/features/nft-register/pages/ImageUploadPage'
    ),
  registerEvaluateLoading: () =>
    import(
      /* webpackChunkName: "page-evaluate-loading" */ '@/features/nft-register/pages/EvaluateLoadingPage'
    ),
  registerConfirm: () =>
    import(/* webpackChunkName: "page-confirm" */ '@/features/nft-register/pages/ConfirmPage'),
  registerLoading: () =>
    import(
      /* webpackChunkName: "page-register-loading" */ '@/features/nft-register/pages/RegisterLoadingPage'
    ),
  imageCrop: () =>
    import(/* webpackChunkName: "page-image-crop" */ '@/features/nft-register/pages/ImageCropPage'),
  menu: () => import(/* webpackChunkName: "page-menu" */ '@/features/menu/pages/MenuPage'),
  login: () => import(/* webpackChunkName: "page-login" */ '@/features/auth/pages/LoginPage'),
  signupBasic: () =>
    import(/* webpackChunkName: "page-signup-basic" */ '@/features/auth/pages/SignupBasicPage'),
  signupExtra: () =>
    import(/* webpackChunkName: "page-signup-extra" */ '@/features/auth/pages/SignupExtraPage'),
  signupNickname: () =>
    import(
      /* webpackChunkName: "page-signup-nickname" */ '@/features/auth/pages/SignupNicknamePage'
    ),
  signupComplete: () =>
    import(
      /* webpackChunkName: "page-signup-complete" */ '@/features/auth/pages/SignupCompletePage'
    ),
  investment: () =>
    import(/* webpackChunkName: "page-investment" */ '@/features/invest/pages/InvestmentPage'),
  investmentInput: () =>
    import(
      /* webpackChunkName: "page-investment-input" */ '@/features/invest/pages/InvestmentInputPage'
    ),
  loanApply: () =>
    import(/* webpackChunkName: "page-loan-apply" */ '@/features/loan/pages/LoanApplyPage'),
  loanInfoInput: () =>
    import(
      /* webpackChunkName: "page-loan-info-input" */ '@/features/loan/pages/LoanInfoInputPage'
    ),
  loanConfirm: () =>
    import(/* webpackChunkName: "page-loan-confirm" */ '@/features/loan/pages/LoanConfirmPage'),
  // Spec §2: both contract routes show the loan contract document.
  loanContract: () =>
    import(/* webpackChunkName: "page-loan-contract" */ '@/features/loan/pages/LoanContractPage'),
  loanAgreement: () =>
    import(/* webpackChunkName: "page-loan-contract" */ '@/features/loan/pages/LoanContractPage'),
  repaymentReceived: () =>
    import(
      /* webpackChunkName: "page-repayment-received" */ '@/features/settlement/pages/RepaymentReceivedPage'
    ),
  servicingRepayment: () =>
    import(
      /* webpackChunkName: "page-servicing-repayment" */ '@/features/settlement/pages/ServicingRepaymentPage'
    ),
  nftDetail: () =>
    import(/* webpackChunkName: "page-nft-detail" */ '@/features/nft-detail/pages/NftDetailPage'),
  myNftDetailIndex: () =>
    import(/* webpackChunkName: "page-my-nft-detail" */ '@/features/my-nft/pages/MyNftDetailPage'),
  myNftDetail: () =>
    import(/* webpackChunkName: "page-my-nft-detail" */ '@/features/my-nft/pages/MyNftDetailPage'),
  loanApplyProgress: () =>
    import(
      /* webpackChunkName: "page-loan-apply-progress" */ '@/features/invest/pages/LoanApplyProgressPage'
    ),
  // Spec §2: both addresses show the same investment detail.
  loanApplyDetail: () =>
    import(/* webpackChunkName: "page-investment" */ '@/features/invest/pages/InvestmentPage'),
};

const keys = Object.keys(routeFacts) as RouteKey[];

/**
 * A screen's component is `React.lazy`, not the route's `lazy`: the router then starts at once and
 * the layout (header, tabs) paints while the screen's chunk arrives, instead of a blank fallback
 * for the whole app. Navigations run in a transition, so the old screen stays until the new one
 * is ready. main.tsx starts the current screen's download before anything else (preloadRoute).
 */
const components = {} as Record<RouteKey, ComponentType>;
for (const key of keys) components[key] = lazy(screens[key]);

function pageRoute(key: RouteKey): RouteObject {
  const facts = routeFacts[key];
  return {
    id: key,
    path: facts.path,
    handle: facts,
    Component: components[key],
    // A screen that throws, or whose chunk did not download, is shown inside its layout.
    ErrorBoundary: RouteError,
  };
}

const pagesIn = (layout: RouteFacts['layout']) =>
  keys.filter((key) => routeFacts[key].layout === layout).map(pageRoute);

/**
 * React Router's data-router tree: the two layouts of spec §2, each screen's facts as its
 * `handle` (read with `useMatches()`), and a not-found screen for every other address.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { Component: TabbedLayout, children: pagesIn('tabbed') },
      {
        Component: SubPageLayout,
        children: [
          ...pagesIn('sub'),
          { id: 'notFound', path: '*', Component: NotFound, handle: notFoundFacts },
        ],
      },
    ],
  },
];

/**
 * Starts downloading the screen for `pathname` at once, in parallel with whatever the app does
 * before its first render (starting the demo backend, reading storage). webpack hands React.lazy
 * the module it already fetched, so the chunk is not fetched twice.
 */
export function preloadRoute(pathname: string): void {
  const match = matchRoutes(appRoutes, pathname)?.at(-1);
  const key = match?.route.id as RouteKey | undefined;
  if (!key || !(key in screens)) return;
  // A failed preload is not an error yet: React.lazy retries and the route's error element says so.
  screens[key]().catch(() => {});
}
