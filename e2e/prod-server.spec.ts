import type { Page } from '@playwright/test';
import { expect, logIn, storedTokens, test } from './fixtures';

/**
 * The `prod-server` project: what `npm run build` ships (no demo backend inside) served by
 * `npm run mock:server`, which answers the API on the same origin over real HTTP.
 */

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name, exact: true });
const headerTitle = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name, exact: true });
const profileHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: '내 프로필', exact: true });

test('운영 번들은 서비스 워커를 등록하지 않고 데모 워커 파일도 없다', async ({ page, request }) => {
  await page.goto('/main');
  await expect(tab(page, '홈')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/불러오는 중/)).toHaveCount(0);

  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  );
  expect(registrations).toEqual([]);
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404);
});

test('investor1 은 같은 출처의 실제 HTTP 로 로그인하고, 더보기는 새로고침해도 열린다', async ({
  page,
  baseURL,
}) => {
  const loginResponse = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/auth/login',
  );
  await logIn(page, 'investor1');

  const response = await loginResponse;
  expect(response.url()).toBe(`${baseURL}/api/v1/auth/login`);
  expect(response.request().method()).toBe('POST');
  expect(response.status()).toBe(200);
  expect(response.fromServiceWorker()).toBe(false);
  const { accessToken } = await storedTokens(page);
  expect(await response.json()).toEqual({
    success: true,
    data: { accessToken, refreshToken: expect.any(String) },
  });

  await page.getByRole('link', { name: '전체 메뉴' }).click();
  await expect(headerTitle(page, '더보기')).toBeVisible();
  await expect(profileHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: '로그아웃', exact: true })).toBeVisible();

  // A reload asks the server for /menu itself: the history fallback answers with the app.
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(reloaded?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(headerTitle(page, '더보기')).toBeVisible();
  await expect(profileHeading(page)).toBeVisible();
});

// Over real HTTP, so page.route can hold a chunk back (the demo's service worker fetches for the
// page, out of page.route's sight).
test('다음 화면의 코드가 늦게 오면 지금 화면이 그대로 있고, 위에 불러오는 막대가 떴다가 다음 화면이 열린다', async ({
  page,
}) => {
  await page.goto('/login');
  const loginButton = page.getByRole('button', { name: '로그인', exact: true });
  await expect(loginButton).toBeVisible();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/page-auth-pages-SignupBasicPage.*.js', async (route) => {
    await released;
    await route.continue();
  });

  await page.getByRole('link', { name: '회원가입' }).click();
  const bar = page.getByRole('progressbar', { name: '다음 화면을 불러오는 중' });
  await expect(bar).toBeVisible();
  // Not a spinner in an emptied page: the screen the tap was made on stays.
  await expect(loginButton).toBeVisible();

  release();
  await expect(headerTitle(page, '회원가입 1단계: 기본 정보')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: '아이디와 비밀번호를 입력해주세요' }),
  ).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(loginButton).toHaveCount(0);
});

test('첫 화면의 호출은 한 번: 화면은 부트 스크립트가 먼저 시작한 호출의 답을 그대로 쓴다', async ({
  page,
}) => {
  // src/app/boot/boot.ts starts the first screen's call before the library chunks have run; the store's
  // own call takes that answer (shared/api/early-get.ts) instead of asking again. Also on a reload,
  // when every script comes from the cache at once: boot's call, a task after its script, is still
  // made before the store's (main.tsx waits a task too).
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) calls.push(new URL(request.url()).pathname);
  });
  for (const [address, call, text] of [
    ['/main', '/api/v1/contracts', '많은 사람들이 투자했어요'],
    ['/loan-apply/progress/108', '/api/v1/contracts/108', '투자 진행 현황'],
  ] as const) {
    calls.length = 0;
    await page.goto(address);
    await expect(page.getByRole('heading', { name: text })).toBeVisible();
    expect(calls).toEqual([call]);
    calls.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { name: text })).toBeVisible();
    expect(calls).toEqual([call]);
  }
});

test('홈과 계약 화면은 MUI 없이 열리고, MUI 코드는 화면이 자리 잡은 뒤에 받아 둔다', async ({
  page,
}) => {
  // MUI and its theme are not on the first download (app/boot/load-screen.ts): home and a contract's
  // page draw no MUI, so they neither download MUI's chunk nor write an emotion style; the chunk
  // comes once the page is idle after load (prefetchMuiThemeLater), for the next screen. The
  // page's clock is Playwright's, so "5 s after load" is run at once.
  const muiChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/mui\.\w+\.js$/.test(new URL(request.url()).pathname))
      muiChunks.push(request.url());
  });
  await page.clock.install();
  for (const [address, text] of [
    ['/main', '많은 사람들이 투자했어요'],
    ['/loan-apply/progress/108', '투자 진행 현황'],
  ] as const) {
    muiChunks.length = 0;
    await page.goto(address);
    await expect(page.getByRole('heading', { name: text })).toBeVisible();
    expect(muiChunks).toEqual([]);
    await expect(page.locator('style[data-emotion]')).toHaveCount(0);
    await page.clock.runFor(11_000);
    await expect.poll(() => muiChunks.length).toBe(1);
  }
});

test('로그인 화면은 스크립트 전에 HTML로 그려지고, React가 넘겨받아도 아무것도 움직이지 않는다', async ({
  page,
  request,
}) => {
  // The host serves login.html for /login (scripts/build/prerender-plugin.ts): the screen itself,
  // inert until React replaces it.
  const html = await (await request.get('/login')).text();
  expect(html).toContain('아이디와 비밀번호를 입력해주세요.');
  expect(html).toMatch(/<div id="root"><div inert aria-hidden="true"><fieldset disabled/);

  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/login');
  const id = page.getByLabel('아이디');
  await id.fill('investor1');
  await expect(id).toHaveValue('investor1');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test('첫 화면들의 글자는 모두 앱의 글꼴로, 보통과 굵게 두 굵기로만 그려진다', async ({
  page,
  browser,
  baseURL,
}) => {
  // Each face and weight on a screen is a font lookup of its own (theme.ts `fontWeights`), and a
  // control left in the browser's face (Arial, for a button) sends Korean through the per-glyph
  // fallback instead of the page's face.
  const faces = (target: Page) =>
    target.evaluate(() => {
      const pageFace = getComputedStyle(document.body).fontFamily;
      const used = new Set<string>();
      for (const element of document.querySelectorAll('#root *')) {
        const drawsText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (!drawsText) continue;
        const style = getComputedStyle(element);
        used.add(
          `${style.fontWeight} ${style.fontFamily === pageFace ? 'page' : style.fontFamily}`,
        );
      }
      return [...used].sort();
    });

  for (const [address, text] of [
    ['/main', '많은 사람들이 투자했어요'],
    ['/login', '아이디와 비밀번호를 입력해주세요.'],
    ['/loan-apply/progress/108', '투자 진행 현황'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    expect(await faces(page)).toEqual(['400 page', '700 page']);
  }

  // The shell in index.html, drawn before any script.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const shell = await noScript.newPage();
  await shell.goto('/main');
  await expect(shell.getByText('뮤직론')).toBeVisible();
  expect(await faces(shell)).toEqual(['400 page', '700 page']);
  await noScript.close();
});
