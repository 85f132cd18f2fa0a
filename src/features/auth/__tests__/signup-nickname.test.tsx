import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setMoneyAnswer } from '@mocks/handlers/money-answer';
import { REQUEST_TIMEOUT_MS } from '@/shared/api/base-query';
import { MONEY_MESSAGES } from '@/shared/api/money-messages';
import { elapse, fakeTheClock } from '@/test/fake-clock';
import { renderApp } from '@/test/render-app';
import { selectSignupDraft } from '@/features/auth/signup-draft-slice';
import { draftState, filledExtra } from './signup-test-utils';
import { expectWarnings } from '@/test/console';

const SIGN_UP_URL = 'http://localhost/api/v1/auth/sign-up';
const nameInput = () => screen.getByRole('textbox', { name: '이름' });
const signUpButton = () => screen.getByRole('button', { name: '회원가입' });
const hint = () => screen.getByText('10자 이내');
/**
 * A field's error text, in either scheme (its custom property): the warning token's darker shade,
 * 4.5:1 on white where the warning colour itself is 3.9:1 (app/theme/theme.ts).
 */
const ERROR_COLOUR = 'var(--c-warning-dark)';

async function openNickname() {
  const view = renderApp('/signup/nickname', { preloadedState: draftState(filledExtra) });
  await screen.findByRole('heading', { name: '이름을 입력해주세요' });
  return view;
}

test('a name the rules refuse turns the hint into a warning and keeps sign-up disabled; a valid one enables it (every case: validation.test.ts)', async () => {
  const { user } = await openNickname();
  await user.type(nameInput(), '홍 길동');
  expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
  // The field's error text is in the warning token's text shade (app/theme/theme.ts).
  expect(hint()).toHaveStyle({ color: ERROR_COLOUR });
  expect(signUpButton()).toBeDisabled();
  await user.clear(nameInput());
  await user.type(nameInput(), '  홍길동  ');
  expect(nameInput()).not.toHaveAttribute('aria-invalid', 'true');
  expect(signUpButton()).toBeEnabled();
});

test('an empty name keeps the hint normal but the sign-up button disabled', async () => {
  const { user } = await openNickname();
  expect(nameInput()).not.toHaveAttribute('aria-invalid', 'true');
  expect(hint()).not.toHaveStyle({ color: ERROR_COLOUR });
  expect(signUpButton()).toBeDisabled();
  await user.type(nameInput(), '   ');
  expect(nameInput()).not.toHaveAttribute('aria-invalid', 'true');
  expect(signUpButton()).toBeDisabled();
});

test('a failed sign-up shows the server message and loses nothing typed', async () => {
  server.use(
    http.post(SIGN_UP_URL, () =>
      HttpResponse.json(
        {
          success: false,
          error: {
            code: 'INVALID_PHONE',
            message: '휴대폰 번호를 010-XXXX-XXXX 형식으로 입력해주세요.',
          },
        },
        { status: 400 },
      ),
    ),
  );
  const { user, store, location } = renderApp('/signup/nickname', {
    preloadedState: draftState(filledExtra),
    history: ['/signup/basic', '/signup/extra'],
  });
  await user.type(await screen.findByRole('textbox', { name: '이름' }), '홍길동');
  await user.click(signUpButton());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('회원가입에 실패했습니다.');
  expect(alert).toHaveTextContent('휴대폰 번호를 010-XXXX-XXXX 형식으로 입력해주세요.');
  expect(location()).toBe('/signup/nickname');
  expect(nameInput()).toHaveValue('홍길동');
  expect(signUpButton()).toBeEnabled();
  expect(store.getState().session.accessToken).toBeNull();
  expect(selectSignupDraft(store.getState())).toMatchObject({
    loginId: 'newbie7',
    password: 'abc123!',
    ...filledExtra,
    name: '홍길동',
  });

  // Going back shows step 2 as it was.
  await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
  expect(await screen.findByRole('textbox', { name: '생년월일' })).toHaveValue('1995-07-21');
});

describe('when the answer is lost, logging in with the same id tells what happened', () => {
  afterEach(() => jest.useRealTimers());

  /** Types the name, then taps sign-up under a fake setTimeout/Date. */
  async function signUpUnderFakeClock() {
    const view = await openNickname();
    await view.user.type(nameInput(), '홍길동');
    fakeTheClock();
    fireEvent.click(signUpButton());
    return view;
  }
  const WINDOW_MS = 5_000 + 15_000 + 30_000 + 100;

  test('the account was made, answer dropped: sign-up completes, logged in', async () => {
    setMoneyAnswer({ kind: 'lost' });
    const { user, store, location } = await openNickname();
    await user.type(nameInput(), '홍길동');
    await user.click(signUpButton());
    await waitFor(() => expect(location()).toBe('/signup/complete'));
    expect(store.getState().session.accessToken).not.toBeNull();
  });

  test('the account made late, after the client gave up: "확인 중", then complete', async () => {
    setMoneyAnswer({ kind: 'late-work', ms: 22_000 });
    const { store, location } = await signUpUnderFakeClock();
    await elapse(REQUEST_TIMEOUT_MS + 100);
    expect(screen.getByRole('status')).toHaveTextContent(MONEY_MESSAGES.signUp.checking.sentence);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await elapse(5_000);
    jest.useRealTimers();
    await waitFor(() => expect(location()).toBe('/signup/complete'));
    expect(store.getState().session.accessToken).not.toBeNull();
  });

  test('never seen in the window: "가입 확인 중", a way to log in, and no second sign-up', async () => {
    server.use(http.post(SIGN_UP_URL, () => HttpResponse.error()));
    const { store } = await signUpUnderFakeClock();
    await elapse(WINDOW_MS);
    jest.useRealTimers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `${MONEY_MESSAGES.signUp.unconfirmed.title}${MONEY_MESSAGES.signUp.unconfirmed.sentence}`,
    );
    expect(alert).not.toHaveTextContent(/실패|가입되지 않았/);
    expect(within(alert).getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(store.getState().session.accessToken).toBeNull();
    expect(signUpButton()).toBeDisabled();
  });

  test('a malformed answer and no login either: unconfirmed, never "failed"', async () => {
    expectWarnings('Response of signUp is not usable: accessToken is not a token');
    server.use(
      http.post(SIGN_UP_URL, () => HttpResponse.json({ success: true, data: { accessToken: '' } })),
      http.post('http://localhost/api/v1/auth/login', () => HttpResponse.error()),
    );
    const { store } = await signUpUnderFakeClock();
    await elapse(WINDOW_MS);
    jest.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MONEY_MESSAGES.signUp.unconfirmed.sentence,
    );
    expect(store.getState().session.accessToken).toBeNull();
  });
});

test('a server error says so in one sentence and lets the user try again', async () => {
  server.use(
    http.post(SIGN_UP_URL, () =>
      HttpResponse.json(
        { success: false, error: { code: 'INTERNAL', message: 'stack trace' } },
        { status: 500 },
      ),
    ),
  );
  const { user } = await openNickname();
  await user.type(nameInput(), '홍길동');
  await user.click(signUpButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `회원가입에 실패했습니다.${MONEY_MESSAGES.signUp.refused.sentence}`,
  );
  expect(signUpButton()).toBeEnabled();
});

test('an id taken meanwhile (409) sends the user back to pick another id', async () => {
  const { user, store } = renderApp('/signup/nickname', {
    preloadedState: draftState({
      ...filledExtra,
      loginId: 'borrower1',
      checkedLoginId: 'borrower1',
    }),
  });
  await user.type(await screen.findByRole('textbox', { name: '이름' }), '홍길동');
  await user.click(signUpButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('중복된 아이디입니다.');
  await user.click(screen.getByRole('button', { name: '아이디 변경' }));
  expect(selectSignupDraft(store.getState()).checkedLoginId).toBeNull();
  expect(await screen.findByRole('textbox', { name: '아이디' })).toHaveValue('borrower1');
  expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
});

test('the sign-up button is disabled while the request is in flight', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(SIGN_UP_URL, async () => {
      await gate;
      return HttpResponse.json({ success: true, data: { accessToken: 'a', refreshToken: 'r' } });
    }),
  );
  const { user, location } = await openNickname();
  await user.type(nameInput(), '홍길동');
  await user.click(signUpButton());
  expect(await screen.findByRole('button', { name: '가입하는 중...' })).toBeDisabled();
  release();
  expect(await screen.findByText('회원가입이 완료되었습니다!')).toBeInTheDocument();
  await waitFor(() => expect(location()).toBe('/signup/complete'));
});
