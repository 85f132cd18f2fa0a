import { deployA, type Deployment } from './deploy-helpers';
import { expect, test } from './engine-fixtures';
import { HOSTILE_TEXT, hostileRan, plainStringInASink, scriptLinks } from './hostile-words';
import { words } from './words';

/**
 * Served as production serves it, in WebKit and Gecko: nginx's generated configuration, its
 * headers and Trusted Types (e2e/serving.prod.spec.ts and deploy.prod.spec.ts in Chromium).
 */

test('Trusted Types: 운영 서버의 앱은 그대로 열리고, 스크립트가 될 수 있는 곳은 평범한 글자를 거절한다', async ({
  open,
}) => {
  const person = await open({ on: 'production' });
  // Its address marks the violation as provoked (e2e/csp-reports-teardown.ts).
  await person.open('/main?expected-violation');
  await person.sees({ role: 'region', name: words.home.recent });
  expect(await person.tab.run<string>(plainStringInASink)).toBe('TypeError');
  // A script that is not there is a plain 404, never the app's HTML.
  const missing = await person.tab.run<{ status: number; type: string }>(async () => {
    const answer = await fetch('/assets/nope-123.js');
    return { status: answer.status, type: answer.headers.get('content-type') ?? '' };
  });
  expect(missing.status).toBe(404);
  expect(missing.type).toMatch(/^text\/plain/);
});

test('적대적인 데이터: 서버가 보낸 글에 든 스크립트는 글자로만 보이고 실행되지 않는다', async ({
  open,
}) => {
  const person = await open();
  await person.open('/main?hostileData=1');
  await person.seesText(`${HOSTILE_TEXT}`);
  await person.open('/nft/detail/4');
  await person.seesText('상세 정보');
  await person.seesText(HOSTILE_TEXT);
  expect(await person.tab.run<number>(hostileRan)).toBe(0);
  expect(await person.tab.run<number>(scriptLinks)).toBe(0);
  await person.open('/main?hostileData=0');
  await person.sees({ role: 'region', name: words.home.recent });
});

test.describe('배포', () => {
  let deployment: Deployment;
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
  test.beforeEach(async ({}, testInfo) => {
    deployment = await deployA(4280 + testInfo.parallelIndex, 'http://127.0.0.1:4174');
  });
  test.afterEach(async () => {
    await deployment.stop();
  });

  test('이전 파일을 지운 배포: 열려 있던 탭은 화면을 열거나, 새 버전이 나왔다고 하고 다시 시도하면 연다', async ({
    open,
  }) => {
    const person = await open({ at: deployment.origin });
    await person.open('/main');
    await person.sees({ role: 'region', name: words.home.recent });
    deployment.deployB({ keepOld: false });
    // A card of home's list: its screen is a chunk this tab has not loaded.
    const opened = await person.tab.run<boolean>(() => {
      const card = document.querySelector<HTMLElement>('a[href^="/loan-apply/progress/"]');
      card?.click();
      return Boolean(card);
    });
    expect(opened).toBe(true);
    // Under the service worker the old build's files are still on the phone and the screen opens;
    // without it the app says a new version is out, and trying again opens it. Never a blank page.
    const first = await person.waitFor(
      () =>
        person.tab.run<string | null>(
          (progress: string) =>
            document.body.innerText.includes(progress)
              ? 'opened'
              : document.body.innerText.includes('새 버전이 나왔어요.')
                ? 'new version'
                : null,
          words.contract.progress,
        ),
      'the screen, or the news of a new version',
      20_000,
    );
    if (first === 'new version') await person.tap({ role: 'button', name: '다시 시도' });
    await person.seesText(words.contract.progress, 20_000);
  });
});
