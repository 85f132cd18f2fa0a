import { largeTextProblems } from './a11y-functions';
import { narrowFrameWidths } from './page-functions';
import { words } from './words';
import { expect, test } from './engine-fixtures';
import { logIn, type Person } from './engine-person';

/**
 * Accessibility in WebKit (every iPhone browser) and Gecko (docs/accessibility.md): a screen
 * change names the tab and moves focus to the new screen, and the core screens read at 200 % text.
 */

/** What a screen reader is on, and the tab's title. */
const focusAndTitle = (person: Person) =>
  person.tab.run<{ focused: string; title: string }>(
    '({ focused: (document.activeElement?.localName ?? "") + " " + (document.activeElement?.getAttribute("href") ?? document.activeElement?.textContent?.trim() ?? ""), title: document.title })',
  );

test('화면 전환: 새 화면의 제목과 제목 글로 초점이 가고, 뒤로 가면 누른 카드로 돌아온다', async ({
  person,
}) => {
  await person.open('/main');
  await person.sees({ role: 'region', name: words.home.recent });
  expect((await focusAndTitle(person)).title).toBe('홈 - 뮤직론');
  await person.tap({ role: 'link', name: '라일락 향기' });
  await person.isAt('/loan-apply/progress/109');
  await person.waitFor(
    async () => (await focusAndTitle(person)).focused === 'h1 대출 신청 현황',
    'focus on the new screen’s heading',
  );
  expect((await focusAndTitle(person)).title).toBe('대출 신청 현황 - 뮤직론');
  await person.tap({ role: 'button', name: '뒤로 가기' });
  await person.isAt('/main');
  // WebKit does not focus a link it taps (as Safari on an iPhone): back then finds nothing to
  // return to and goes to the heading, which is what VoiceOver users get there.
  await person.waitFor(async () => {
    const { focused } = await focusAndTitle(person);
    return focused === 'a /loan-apply/progress/109' || focused === 'h1 홈';
  }, 'focus back on home');
});

const NO_PROBLEMS = { sideways: 0, broken: [], cut: [] };

test('큰 글씨(200 %): 홈, 투자 입력, 정산이 390px과 320px에서 옆으로 밀리지 않고 금액이 끊기지 않는다', async ({
  person,
}) => {
  // Eight looks at four screens: 18 s idle, 23 s with both cores busy, against a 30 s limit.
  test.setTimeout(60_000);
  await logIn(person, 'investor1', '/main');
  for (const [path, ready] of [
    ['/main', words.home.recent],
    ['/investment-input/108', '세후 수익은 어떻게 계산하나요?'],
    ['/repayment-received', '받을 금액'],
    ['/servicing-repayment', '상환할 금액'],
  ] as const) {
    // At the window's 390 px: the page itself.
    await person.open(path);
    await person.tab.run('document.documentElement.style.fontSize = "200%"');
    await person.seesText(ready);
    expect(await person.tab.run(largeTextProblems), `${path} at 390px`).toEqual(NO_PROBLEMS);
    // At 320 px: the same page in a frame that wide, large from its start.
    const seen = await person.tab.run<{ innerWidth: number; checked: unknown } | string>(
      `(${narrowFrameWidths.toString()})(${JSON.stringify(path)}, 320, ${JSON.stringify(ready)}, '200%', ${largeTextProblems.toString()})`,
    );
    expect(seen, path).toEqual(expect.objectContaining({ innerWidth: 320 }));
    if (typeof seen !== 'string') expect(seen.checked, `${path} at 320px`).toEqual(NO_PROBLEMS);
  }
});
