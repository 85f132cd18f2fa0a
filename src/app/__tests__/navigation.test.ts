/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { patterns } from '@/shared/config/paths';
import { matchRoutes } from 'react-router-dom';
import { routeFacts } from '@/shared/config/route-facts';
import { routeAt, routeFactsOf } from '@/shared/config/route-match';

// Each screen's facts are its route's `handle`; these read them by address, as the router ranks.
const selectTab = (path: string) => routeFactsOf(path).tab;
const subPageTitle = (path: string) => routeFactsOf(path).title;
const isPublicPath = (path: string) => routeFactsOf(path).isPublic;

describe('the tab each screen selects (spec §2)', () => {
  it.each([
    ['/', 'home'],
    ['/main', 'home'],
    ['/myNft', 'myNft'],
    ['/adjustment', 'adjustment'],
  ])('exact path %s selects %s', (path, tab) => {
    expect(selectTab(path)).toBe(tab);
  });

  it.each([
    ['/myNft/detail', 'myNft'],
    ['/myNft/detail/7', 'myNft'],
    ['/myNft/loan-contract/3/9', 'myNft'],
    ['/main/', 'home'],
  ])('prefix path %s selects %s', (path, tab) => {
    expect(selectTab(path)).toBe(tab);
  });

  it.each([
    ['/servicing-repayment', 'adjustment'],
    ['/repayment-received', 'adjustment'],
    ['/contract', 'home'],
    ['/loan-apply/progress/5', 'home'],
    ['/loan-apply-detail/5', 'home'],
    ['/investment/5', 'home'],
    ['/investment-input/5', 'home'],
    ['/nft/detail/12', 'home'],
    ['/nft/register/music-basic', 'myNft'],
    ['/nft/register/confirm', 'myNft'],
    ['/nft/image-crop', 'myNft'],
    ['/loan-apply/3/9', 'myNft'],
    ['/loan-info-input/3/9', 'myNft'],
    ['/loan-confirm/3/9', 'myNft'],
    ['/loan-agreement/3/9', 'myNft'],
  ])('related path %s selects %s', (path, tab) => {
    expect(selectTab(path)).toBe(tab);
  });

  it('selects no tab for screens outside the three areas', () => {
    expect(selectTab('/login')).toBeNull();
    expect(selectTab('/menu')).toBeNull();
    expect(selectTab('/signup/basic')).toBeNull();
    expect(selectTab('/adjustment/anything')).toBeNull(); // not a screen: the not-found page
  });
});

describe('sub-page titles', () => {
  it.each([
    ['/nft/register/music-basic', 'NFT 등록'],
    ['/nft/register/music-extra', 'NFT 등록'],
    ['/nft/register/image-upload', 'NFT 등록'],
    ['/nft/register/evaluate-loading', 'NFT 등록'],
    ['/nft/register/confirm', 'NFT 등록'],
    ['/nft/register/register-loading', 'NFT 등록'],
    ['/nft/image-crop', 'NFT 등록'],
    ['/signup/basic', '회원가입'],
    ['/signup/extra', '회원가입'],
    ['/signup/nickname', '회원가입'],
    ['/signup/complete', '회원가입'],
    ['/investment/4', '투자 진행'],
    ['/investment-input/4', '투자 진행'],
    ['/loan-apply-detail/4', '투자 진행'],
    ['/repayment-received', '상환받기'],
    ['/servicing-repayment', '상환하기'],
    ['/loan-apply/progress/4', '대출 신청 현황'],
    ['/loan-apply/1/4', '대출 신청'],
    ['/loan-confirm/1/4', '대출 신청'],
    ['/myNft/loan-contract/1/4', '대출 신청'],
    ['/loan-agreement/1/4', '대출 신청'],
    ['/loan-info-input/1/4', '정보 입력'],
    ['/nft/detail/8', '등록된 NFT'],
    ['/myNft/detail', '내 음악'],
    ['/myNft/detail/8', '내 음악'],
    ['/menu', '더보기'],
    ['/login', '로그인'],
  ])('%s is titled %s', (path, title) => {
    expect(subPageTitle(path)).toBe(title);
  });
});

describe('public screens (spec §6)', () => {
  it.each([
    '/',
    '/main',
    '/loan-apply/progress/3',
    '/nft/detail/3',
    '/login',
    '/signup/basic',
    '/signup/complete',
    '/menu',
  ])('%s is open to anonymous users', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    patterns.myNft,
    patterns.adjustment,
    patterns.contract,
    '/myNft/detail/3',
    '/nft/register/music-basic',
    '/investment/3',
    '/investment-input/3',
    '/loan-apply/1/3',
    '/loan-apply-detail/3',
    '/repayment-received',
    '/servicing-repayment',
  ])('%s needs a login', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('the address matcher the boot script uses, against React Router', () => {
  // routeAt is written without the router (it runs before the libraries download); the router
  // must pick the same screen for every address, or the boot script would preload the wrong one.
  const factRoutes = Object.values(routeFacts).map((facts) => ({ path: facts.path }));
  const addresses = [
    ...Object.values(routeFacts).map((facts) => facts.path.replace(/:[A-Za-z]+/g, '7')),
    '/main/',
    '/MAIN',
    '/loan-apply/progress/5',
    '/loan-apply/5/9',
    '/myNft/detail',
    '/myNft/detail/%EC%95%84',
    '/adjustment/anything',
    '/no/such/screen',
    '/investment/',
  ];

  it.each(addresses)('%s', (address) => {
    const routed = matchRoutes(factRoutes, address)?.at(-1)?.route.path;
    expect(routeAt(address)?.path).toBe(routed);
  });
});
