import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  expectPath,
  storedTokens,
  test,
} from './fixtures';
import {
  LOGIN_FAILED,
  tab,
  headerTitle,
  stepHeading,
  loginDialog,
  button,
  idInput,
  passwordInput,
  confirmInput,
} from './account-helpers';
import { words } from './words';

/**
 * The demo backend refuses on purpose (a taken id: 409, a wrong password: 401): the response and
 * Chromium's console line about it. One RegExp, because Playwright reads a two-element array in
 * `test.use` as a [value, options] fixture tuple.
 */
const refused = (status: number, path: string) => {
  const url = `https?://127\\.0\\.0\\.1:\\d+/api/v1/${path}`;
  return new RegExp(
    `^(HTTP ${status}: POST ${url}|console error: Failed to load resource: ` +
      `the server responded with a status of ${status} \\(.+\\) \\(${url}:\\d+\\))$`,
  );
};

test.describe('회원가입', () => {
  test.use({ allowedErrors: [refused(409, 'users/check-id')] });

  test('새 사용자가 세 단계를 거쳐 가입하면 완료 화면이 뜨고 로그인된 상태가 된다', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(headerTitle(page, '로그인')).toBeVisible();
    await page.getByRole('link', { name: '회원가입' }).click();

    // Step 1: id with its availability check, password, confirmation.
    await expectPath(page, '/signup/basic');
    await expect(headerTitle(page, '회원가입 1단계: 기본 정보')).toBeVisible();
    await expect(stepHeading(page, '아이디와 비밀번호를 입력해주세요')).toBeVisible();
    await expect(page.getByText('12자 이하/영문,숫자 포함')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await idInput(page).fill('borrower1');
    await button(page, '중복 확인').click();
    await expect(
      page.getByRole('status').filter({ hasText: '중복된 아이디입니다.' }),
    ).toBeVisible();
    await idInput(page).fill('newbie7');
    await expect(page.getByText('중복된 아이디입니다.')).toHaveCount(0);
    await button(page, '중복 확인').click();
    await expect(
      page.getByRole('status').filter({ hasText: '사용할 수 있는 아이디입니다.' }),
    ).toBeVisible();
    await expect(button(page, '다음')).toBeDisabled();

    await expect(confirmInput(page)).toHaveCount(0);
    await passwordInput(page).fill('newpass1!');
    await confirmInput(page).fill('newpass1?');
    await expect(page.getByText('비밀번호가 일치하지 않습니다.', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: '비밀번호가 일치하지 않습니다' })).toBeVisible();
    await expect(button(page, '다음')).toBeDisabled();
    await confirmInput(page).fill('newpass1!');
    await expect(page.getByRole('img', { name: '비밀번호가 일치합니다' })).toBeVisible();
    await expect(button(page, '다음')).toBeEnabled();
    await button(page, '다음').click();

    // Step 2: the masks take digits only and insert the dashes themselves.
    await expectPath(page, '/signup/extra');
    await expect(stepHeading(page, '추가 정보를 입력해주세요')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const birth = page.getByRole('textbox', { name: '생년월일' });
    const phone = page.getByRole('textbox', { name: '휴대폰 번호' });
    await expect(phone).toHaveAttribute('placeholder', '010-XXXX-XXXX');
    await birth.pressSequentially('1995ab0721');
    await expect(birth).toHaveValue('1995-07-21');
    // An edit inside the full field: the digit after the caret is replaced, the caret stays after
    // it; a backspace just after a dash leaves the digits and steps over it.
    const caret = () => birth.evaluate((input: HTMLInputElement) => input.selectionStart);
    await birth.press('Home');
    await birth.press('ArrowRight');
    await birth.press('ArrowRight');
    await birth.press('8');
    await expect(birth).toHaveValue('1985-07-21');
    expect(await caret()).toBe(3);
    await birth.press('ArrowRight');
    await birth.press('ArrowRight');
    await birth.press('Backspace');
    await expect(birth).toHaveValue('1985-07-21');
    expect(await caret()).toBe(4);
    await birth.press('ArrowLeft');
    await birth.press('ArrowLeft');
    await birth.press('9');
    await expect(birth).toHaveValue('1995-07-21');
    await phone.pressSequentially('010-x1234 5678');
    await expect(phone).toHaveValue('010-1234-5678');
    const job = page.getByRole('combobox', { name: '직업' });
    await expect(job).toHaveValue('OTHER');
    await job.selectOption({ label: '프리랜서' });
    await expect(job).toHaveValue('FREELANCER');
    await expect(button(page, '다음')).toBeDisabled();
    // Not an address, then EIP-55's test address with one letter's case wrong: each refused in
    // Korean, and what was typed stays; the right one is taken.
    const wallet = page.getByRole('textbox', { name: words.signup.wallet });
    await wallet.fill('hello');
    await wallet.blur();
    await expect(page.getByText(words.signup.walletFormat)).toBeVisible();
    await expect(wallet).toHaveValue('hello');
    await wallet.fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    await expect(page.getByText(words.signup.walletChecksum)).toBeVisible();
    await expect(button(page, '다음')).toBeDisabled();
    await wallet.fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await expect(page.getByText(words.signup.walletChecksum)).toHaveCount(0);
    await expect(button(page, '다음')).toBeEnabled();

    // A reload on step 2 keeps everything typed but the password, which step 1 asks for again.
    await page.reload();
    await expectPath(page, '/signup/basic');
    await expect(page.getByText(/보안을 위해 비밀번호는 저장하지 않으니/)).toBeVisible();
    await expect(idInput(page)).toHaveValue('newbie7');
    await passwordInput(page).fill('newpass1!');
    await confirmInput(page).fill('newpass1!');
    await button(page, '다음').click();
    await expectPath(page, '/signup/extra');
    await expect(birth).toHaveValue('1995-07-21');
    await expect(phone).toHaveValue('010-1234-5678');
    await expect(job).toHaveValue('FREELANCER');
    await expect(page.getByRole('textbox', { name: '지갑 주소' })).toHaveValue(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(
      await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage })),
    ).not.toContain('newpass1!');
    await button(page, '다음').click();

    // Step 3: the name, then the sign-up call.
    await expectPath(page, '/signup/nickname');
    await expect(page.getByText('0x5aAe…eAed')).toBeVisible();
    await expect(stepHeading(page, '이름을 입력해주세요')).toBeVisible();
    await expect(button(page, '회원가입')).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    const name = page.getByRole('textbox', { name: '이름' });
    await name.fill('홍길동!');
    await expect(button(page, '회원가입')).toBeDisabled();
    await name.fill('홍길동');
    await button(page, '회원가입').click();

    await expectPath(page, '/signup/complete');
    await expect(stepHeading(page, '회원가입이 완료되었습니다!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect
      .poll(() => storedTokens(page))
      .toEqual({
        accessToken: expect.stringMatching(/\S/),
        refreshToken: expect.stringMatching(/\S/),
      });
    // The password never reaches storage, not even inside the draft.
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(
      'newpass1!',
    );

    // Logged in: the members-only tab opens without the login dialog.
    await page.getByRole('link', { name: '홈으로' }).click();
    await expectPath(page, '/main');
    await tab(page, '내 음악').click();
    await expectPath(page, '/myNft');
    await expect(tab(page, '내 음악')).toHaveAttribute('aria-current', 'page');
    await expect(loginDialog(page)).toBeHidden();
  });
});

test.describe('로그인', () => {
  test('/myNft 를 바로 열고 로그인하면 /myNft 로 돌아온다', async ({ page }) => {
    await page.goto('/myNft');
    await expect(loginDialog(page)).toBeVisible();
    await loginDialog(page).getByRole('button', { name: '로그인' }).click();

    await expectPath(page, '/login?next=%2FmyNft');
    await expect(headerTitle(page, '로그인')).toBeVisible();
    await expect(button(page, '로그인')).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await idInput(page).fill('borrower1');
    await passwordInput(page).fill(DEMO_PASSWORD);
    await button(page, '로그인').click();

    await expectPath(page, '/myNft');
    await expect(tab(page, '내 음악')).toHaveAttribute('aria-current', 'page');
    await expect(loginDialog(page)).toBeHidden();
    expect((await storedTokens(page)).accessToken).toEqual(expect.stringMatching(/\S/));
  });

  test('옆으로 든 휴대폰(844×390)에서도 입력 칸이 아래 버튼에 가려지지 않는다', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto('/login');
    for (const field of [idInput(page), passwordInput(page)]) {
      // Focused as a tap would: the browser scrolls it into view if it is out of it.
      await field.focus();
      const onTop = await field.evaluate((input) => {
        const box = input.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit === input || input.contains(hit);
      });
      expect(onTop, 'the focused field is what a tap on it reaches').toBe(true);
    }
    await idInput(page).fill('borrower1');
    await passwordInput(page).fill(DEMO_PASSWORD);
    await button(page, '로그인').click();
    await expectPath(page, '/main');
  });

  test.describe('틀린 비밀번호', () => {
    test.use({ allowedErrors: [refused(401, 'auth/login')] });

    test('안내 문구를 보여주고 로그인 화면에 머문다', async ({ page }) => {
      await page.goto('/login');
      await idInput(page).fill('borrower1');
      await passwordInput(page).fill('wrong123!');
      await button(page, '로그인').click();

      await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
      await expectPath(page, '/login');
      expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });

      // Editing the form clears the message.
      await passwordInput(page).fill(DEMO_PASSWORD);
      await expect(page.getByText(LOGIN_FAILED)).toHaveCount(0);
    });
  });
});
