import { colorSchemes } from '@/shared/ui/tokens';
import {
  countdownAsDrawn,
  LIGHT_ONLY_COLOURS,
  lightColouredElements,
  narrowFrameWidths,
  registeredSongInPage,
  rgb,
  secondsIn,
  stepToRow,
  storedDraftTitleInPage,
  storeLoanTermsInPage,
} from './page-functions';
import { words } from './words';
import { expect, test } from './engine-fixtures';
import { DEMO_PASSWORD, logIn } from './engine-person';

/**
 * The core journeys in WebKit (every iPhone browser) and Gecko: the same screens and words as the
 * Chromium journeys, walked by the `webkit` and `firefox` projects (engine-fixtures.ts, engine-drivers.ts).
 */

const LIE_FI = 'lie-fi';

test('홈: 두 목록과 카드마다 초가 줄어드는 남은 시간', async ({ person }) => {
  await person.open('/main');
  await person.sees({ role: 'region', name: words.home.popular });
  await person.sees({ role: 'region', name: words.home.recent });
  await person.seesText('남음');
  const before = await person.tab.run<string>(countdownAsDrawn);
  expect(before).toMatch(/^(\d+일 )?\d{2}:\d{2}:\d{2} 남음$/);
  await person.waitFor(
    async () => secondsIn(before) - secondsIn(await person.tab.run<string>(countdownAsDrawn)) >= 2,
    'the countdown to turn down two seconds',
  );
});

test('로그인: 틀린 비밀번호는 안내하고, 맞으면 홈으로 간다', async ({ person }) => {
  await person.open('/login');
  await person.type({ role: 'textbox', name: words.login.id }, 'investor1');
  await person.type({ label: words.login.password }, 'wrong1234!');
  await person.tap({ role: 'button', name: words.login.submit });
  await person.seesText(words.login.failed);
  await person.open('/login');
  await person.type({ role: 'textbox', name: words.login.id }, 'investor1');
  await person.type({ label: words.login.password }, DEMO_PASSWORD);
  await person.tap({ role: 'button', name: words.login.submit });
  await person.isAt('/main');
  await person.sees({ role: 'region', name: words.home.recent });
});

test('투자 입력: 세후 월 이자와 세후 예상 수익, 확인 뒤 투자 완료', async ({ person }) => {
  await logIn(person, 'investor1', '/investment-input/108');
  await person.seesText('최소 10,000원 ~ 최대 7,000,000원');
  await person.type({ role: 'textbox', name: '투자 금액' }, '700000');
  // 14 % of 6,416 is 898.24 → 890; 10 % of that is 89 → 80: 970 withheld (as in Jest).
  await person.seesText('6,416원');
  await person.seesText('5,446원');
  await person.seesText('32,676원');
  await person.tap({ role: 'checkbox', name: '위 내용을 모두 확인하였습니다' });
  await person.tap({ role: 'button', name: words.contract.invest });
  await person.sees({ role: 'dialog', name: '대출을 신청하시겠습니까?' });
  await person.seesText('투자 금액 700,000원 · 세후 예상 수익 32,676원');
  await person.tap({ role: 'button', name: '확인' });
  await person.sees({ role: 'dialog', name: '투자 완료' }, 15_000);
});

test('NFT 등록: 1단계에 입력한 내용이 새로고침 뒤에도 남는다', async ({ person }) => {
  await logIn(person, 'borrower1', '/nft/register/music-basic');
  await person.type({ role: 'textbox', name: '곡 제목' }, '엔진마다 남는 노래');
  await person.type({ role: 'textbox', name: '가수 1' }, '봄비 밴드');
  await person.type({ role: 'textbox', name: '작곡가 1' }, '김작곡');
  await person.type({ role: 'textbox', name: '작사가 1' }, '이작사');
  await person.type({ role: 'textbox', name: '스트리밍 링크 1' }, 'https://music.example/a');
  await person.waitFor(
    async () =>
      (await person.tab.run<string | null>(storedDraftTitleInPage)) === '엔진마다 남는 노래',
    'the draft in IndexedDB',
  );
  await person.tab.reload();
  await person.waitFor(
    async () => (await person.valueOf('곡 제목')) === '엔진마다 남는 노래',
    'the title after the reload',
  );
  await person.seesValue('스트리밍 링크 1', 'https://music.example/a');
});

test('정산: 투자자는 받을 상환금 목록을 본다', async ({ person }) => {
  await logIn(person, 'investor1', '/repayment-received');
  await person.sees({ role: 'region', name: '정산 요약' });
  await person.seesText('3건');
  await person.seesText('받을 금액');
  await person.seesText('골목길 라디오');
  await person.tap({ role: 'tab', name: '미상환' });
  await person.seesText('연체료');
});

test('내 지갑: 서명해 제출한 계약서의 사본이 새로고침 뒤에도 이름, 조항, 서명 그대로 남는다', async ({
  person,
}) => {
  await logIn(person, 'borrower1', '/menu');
  await person.seesText('borrower1');
  const { copyrightId, contractId } = await person.tab.run<{
    copyrightId: number;
    contractId: number;
  }>(registeredSongInPage);
  await person.tab.run(storeLoanTermsInPage, contractId);
  await person.open(`/myNft/loan-contract/${copyrightId}/${contractId}`);
  for (const item of [
    '대출 금액, 이자율과 상환 일정표의',
    '매월 이자를 내고',
    '상환일을 넘기면',
    '일 이상 연체하면',
    '1개월 안에 투자금이',
  ]) {
    await person.tap({ role: 'checkbox', name: item, exact: false });
  }
  await person.type({ role: 'textbox', name: '성명' }, '김대출');
  await person.tap({ role: 'button', name: '이름으로 서명' });
  await person.tap({ role: 'checkbox', name: '위 내용을 모두 확인하였습니다' });
  await person.tap({ role: 'button', name: '제출하기' });
  await person.isAt('/myNft', 15_000);

  await person.open('/menu');
  await person.tap({ role: 'link', name: '내 지갑' });
  await person.isAt('/wallet');
  await person.sees({ role: 'link', name: '1,000,000원 · 6회', exact: false });
  await person.tab.reload();
  // The copies come from this phone before the figures above them come from the server; a tap
  // while those figures load lands where the copy was, on whatever moved there. A person taps
  // once the screen has drawn.
  for (const figure of ['투자 중인 금액', '갚을 금액', '발행한 NFT']) await person.seesText(figure);
  await person.tap({ role: 'link', name: '1,000,000원 · 6회', exact: false });
  await person.seesText('제7조 (기타)');
  await person.seesText('차입자: 김대출', 15_000);
  await person.sees({ role: 'img', name: '김대출의 서명' });
});

test('검색과 관심 대출: 초성으로 찾은 대출을 하트로 담으면 새로고침 뒤에도 관심 대출에 있다', async ({
  person,
}) => {
  await person.open('/main');
  await person.type({ role: 'textbox', name: words.search.field }, 'ㅂㅂ');
  await person.tap({ role: 'button', name: words.search.submit });
  await person.isAt(`/search?q=${encodeURIComponent('ㅂㅂ')}`);
  await person.sees({ role: 'region', name: '검색 결과 4건' });
  await person.tap({ role: 'link', name: '별빛 아래서' });
  await person.sees({ role: 'region', name: words.contract.progress });
  await person.tab.run('history.back()');
  await person.sees({ role: 'region', name: '검색 결과 4건' });
  await person.tap({ role: 'button', name: `별빛 아래서 ${words.watchlist.add}` });
  await person.sees({ role: 'button', name: `별빛 아래서 ${words.watchlist.remove}` });
  await person.tab.reload();
  await person.sees({ role: 'button', name: `별빛 아래서 ${words.watchlist.remove}` });
  await person.open('/main');
  await person.tap({ role: 'link', name: words.watchlist.topBar });
  await person.sees({ role: 'article', name: '별빛 아래서' });
  await person.tap({ role: 'button', name: `별빛 아래서 ${words.watchlist.remove}` });
  await person.seesText(words.watchlist.empty);
});

test('5,000건: 검색 결과 끝까지 가서 4,000번째 대출을 연다', async ({ person }) => {
  // As long as its own waits: the in-page demo builds the 5,000-loan world when the page starts
  // (a first WebKit run beside another engine's suite once took past 30 s; 5 s on its retry).
  test.setTimeout(120_000);
  // The large world (mocks/db/large-world.ts), chosen by the first page's address. Not chosen on
  // one page and then opened on the next: WebKit here sometimes opens that next page without its
  // service worker, and the demo backend (MSW) reloads such a page until the worker controls it;
  // beside another engine's suite that went on past a minute (seen in CI and here).
  await person.open(`/search?q=${encodeURIComponent('의')}&world=5000`);
  await person.sees({ role: 'region', name: '검색 결과 5,005건' }, 60_000);
  const title = await person.waitFor(
    () => person.tab.run<string | null>(stepToRow, 4_000),
    'the 4,000th result drawn',
    30_000,
  );
  await person.tap({ role: 'link', name: title });
  await person.waitFor(
    async () => /^\/loan-apply\/progress\/\d+$/.test(await person.path()),
    "the 4,000th loan's page",
  );
  await person.seesText(title);
});

test('320px: 홈, 검색 결과, 관심 대출이 300자 제목에도 옆으로 밀리지 않는다', async ({
  person,
}) => {
  // The demo's long-data profile: every title 300 characters with a 120-character unbroken run.
  // Home's list answered before the page is left: the demo worker hands a call whose page has gone
  // to the static server, and the next page's list then failed (seen once in CI, WebKit).
  await person.open('/main');
  await person.seesText(words.home.recent);
  await person.tab.run('localStorage.setItem("demoLongData", "1")');
  await person.open(`/search?q=${encodeURIComponent('별빛')}`);
  await person.tap({ role: 'button', name: `별빛 아래서`, exact: false });
  await person.sees({ role: 'button', name: words.watchlist.remove, exact: false });
  for (const [path, ready] of [
    ['/main', words.home.recent],
    [`/search?q=${encodeURIComponent('별빛')}`, '검색 결과 2건'],
    ['/watchlist', '관심 대출 1건'],
  ] as const) {
    const seen = await person.tab.run<
      { innerWidth: number; scrollWidth: number; clientWidth: number } | string
    >(narrowFrameWidths, path, 320, ready);
    expect(seen, path).toEqual(expect.objectContaining({ innerWidth: 320 }));
    if (typeof seen !== 'string') {
      expect(seen.scrollWidth, path).toBeLessThanOrEqual(seen.clientWidth);
    }
  }
});

test('다크 모드: 홈, 로그인, 검색, 관심 대출이 어둡고, 밝은 색이 남지 않는다', async ({ open }) => {
  const person = await open({ dark: true });
  const dark = colorSchemes.dark;
  for (const [path, ready] of [
    ['/main', { role: 'region', name: words.home.recent }],
    ['/login', { role: 'textbox', name: words.login.id }],
    [`/search?q=${encodeURIComponent('ㅂㅂ')}`, { role: 'region', name: '검색 결과 4건' }],
    ['/watchlist', { role: 'link', name: '대출 둘러보기' }],
  ] as const) {
    await person.open(path);
    await person.sees(ready);
    await person.seesNoText('데이터를 불러오는 중...');
    expect(
      await person.tab.run<string>(() => getComputedStyle(document.body).backgroundColor),
    ).toBe(rgb(dark.background));
    expect(await person.tab.run<string[]>(lightColouredElements, LIGHT_ONLY_COLOURS)).toEqual([]);
  }
});

test('lie-fi: 연결된 척하지만 아무것도 오가지 않으면, 화면은 스스로 다시 불러와 탭 없이 열린다', async ({
  open,
}) => {
  test.setTimeout(60_000);
  const person = await open({ on: 'server' });
  await person.open('/main');
  await person.sees({ role: 'region', name: words.home.recent });
  // From here the server cuts this browser's contract calls; the browser still says it is online.
  await person.tab.setCookie(LIE_FI, '/api/v1/contracts/108');
  await person.open('/loan-apply/progress/108');
  await person.seesText(words.offline.retrying);
  await person.seesText(words.offline.notice);
  await person.sees({ role: 'button', name: words.offline.retry });
  expect(await person.tab.run<boolean>(() => navigator.onLine)).toBe(true);
  await person.tab.deleteCookie(LIE_FI);
  await person.sees({ role: 'heading', name: words.contract.progress }, 35_000);
  await person.seesNoText(words.offline.notice);
});

test('오프라인: 한 번 열어 본 앱은 연결 없이도 열리고, 연결이 돌아오면 스스로 불러온다', async ({
  open,
}) => {
  test.setTimeout(90_000);
  const person = await open({ on: 'server' });
  await person.open('/main');
  await person.sees({ role: 'region', name: words.home.popular });
  // The production worker registers once the page is idle after load, then takes the page.
  await person.waitFor(
    () => person.tab.run<boolean>(() => navigator.serviceWorker?.controller != null),
    'the service worker to control the page',
    30_000,
  );
  // Nothing reaches the server any more, the app itself included.
  await person.tab.setCookie(LIE_FI, '/');
  await person.tab.reload();
  await person.seesText(words.home.listFailed);
  await person.seesText(words.offline.notice);
  await person.sees({ role: 'navigation', name: words.home.tabs });
  await person.tab.deleteCookie(LIE_FI);
  await person.sees({ role: 'region', name: words.home.popular }, 35_000);
  await person.seesNoText(words.offline.notice);
});
