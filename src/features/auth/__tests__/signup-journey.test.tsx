import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';
import { makeStore, startPersistence } from '@/app/store';
import { renderApp } from '@/test/render-app';
import { selectSignupDraft } from '@/features/auth/signup-draft-slice';
import {
  completeBasicStep,
  draftState,
  confirmInput,
  idInput,
  nextButton,
  passwordInput,
} from './signup-test-utils';

/** EIP-55's own test address. */
const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const everythingStored = () =>
  [localStorage, sessionStorage]
    .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
    .join('\n');

test('sign-up across three steps sends the whole draft as multipart and logs in', async () => {
  let sent: Record<string, FormDataEntryValue> | null = null;
  let contentType: string | null = null;
  server.use(
    http.post('http://localhost/api/v1/auth/sign-up', async ({ request }) => {
      contentType = request.headers.get('content-type');
      sent = Object.fromEntries((await request.clone().formData()).entries());
      // Nothing returned: the demo backend behind this listener answers.
    }),
  );
  const store = makeStore();
  const persistence = startPersistence(store);
  const { user, location } = renderApp('/login', { store });

  await user.click(await screen.findByRole('link', { name: '회원가입' }));
  await screen.findByRole('heading', { name: '아이디와 비밀번호를 입력해주세요' });
  await completeBasicStep(user, 'newbie7', 'Abc123!');
  await user.click(nextButton());

  await screen.findByRole('heading', { name: '추가 정보를 입력해주세요' });
  await user.type(screen.getByRole('textbox', { name: '생년월일' }), '19950721');
  await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '01012345678');
  await user.selectOptions(screen.getByRole('combobox', { name: '직업' }), '프리랜서');
  // Pasted from a wallet app, with the spaces and line break a paste brings.
  await user.click(screen.getByRole('textbox', { name: '지갑 주소' }));
  await user.paste(` ${WALLET}\n`);

  // Back to step 1 and forward again: everything typed is still there.
  await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
  await screen.findByRole('heading', { name: '아이디와 비밀번호를 입력해주세요' });
  expect(idInput()).toHaveValue('newbie7');
  expect(passwordInput()).toHaveValue('Abc123!');
  expect(confirmInput()).toHaveValue('Abc123!');
  expect(screen.getByText('사용할 수 있는 아이디입니다.')).toBeInTheDocument();
  expect(nextButton()).toBeEnabled();
  await user.click(nextButton());
  await screen.findByRole('heading', { name: '추가 정보를 입력해주세요' });
  expect(screen.getByRole('textbox', { name: '생년월일' })).toHaveValue('1995-07-21');
  expect(screen.getByRole('combobox', { name: '직업' })).toHaveValue('FREELANCER');
  await user.click(nextButton());

  await screen.findByRole('heading', { name: '이름을 입력해주세요' });
  // The address is shown back, shortened, before the account is made.
  expect(screen.getByText('0x5aAe…eAed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '지갑 주소 변경' })).toHaveAttribute(
    'href',
    '/signup/extra',
  );
  await user.type(screen.getByRole('textbox', { name: '이름' }), ' 홍길동 ');
  // The draft is kept for a reload, but the password never reaches any storage.
  expect(everythingStored()).toContain(WALLET);
  expect(everythingStored()).not.toContain('Abc123!');
  await user.click(screen.getByRole('button', { name: '회원가입' }));

  expect(await screen.findByText('회원가입이 완료되었습니다!')).toBeInTheDocument();
  expect(location()).toBe('/signup/complete');
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(sent).toEqual({
    loginId: 'newbie7',
    password: 'Abc123!',
    job: 'FREELANCER',
    birth: '1995-07-21',
    phoneNumber: '010-1234-5678',
    walletAddr: WALLET,
    name: '홍길동',
  });

  // Both tokens stored; the draft (with the password) is gone from memory.
  const { accessToken, refreshToken } = store.getState().session;
  expect(accessToken).toEqual(expect.any(String));
  await waitFor(() => expect(localStorage.getItem('accessToken')).toBe(accessToken));
  expect(localStorage.getItem('refreshToken')).toBe(refreshToken);
  expect(selectSignupDraft(store.getState()).password).toBe('');
  expect(selectSignupDraft(store.getState()).loginId).toBe('');
  expect(everythingStored()).not.toContain('Abc123!');
  expect(sessionStorage.getItem('signupDraft')).toBeNull();

  // The complete screen's login button leads to a login that the new account passes.
  expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/main');
  await user.click(screen.getByRole('link', { name: '로그인' }));
  await screen.findByRole('heading', { name: '로그인', level: 2 });
  await user.type(screen.getByRole('textbox', { name: '아이디' }), 'newbie7');
  await user.type(screen.getByLabelText('비밀번호'), 'Abc123!');
  await user.click(screen.getByRole('button', { name: '로그인' }));
  await waitFor(() => expect(location()).toBe('/main'));
  act(() => persistence.stop());
}, 30_000); // A whole journey of typing takes longer than Jest's default 5 s.

test('a reload on step 2 keeps everything typed but the password, which step 1 asks for again', async () => {
  const view = renderApp('/signup/basic');
  await completeBasicStep(view.user, 'newbie8', 'Abc123!');
  await view.user.click(nextButton());
  await screen.findByRole('heading', { name: '추가 정보를 입력해주세요' });
  await view.user.type(screen.getByRole('textbox', { name: '생년월일' }), '19950721');
  await view.user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '0101234');
  await view.user.selectOptions(screen.getByRole('combobox', { name: '직업' }), '프리랜서');
  view.unmount();

  // A reload: a new store, the same tab's storage.
  const { user, location } = renderApp('/signup/extra');
  expect(
    await screen.findByText(/보안을 위해 비밀번호는 저장하지 않으니 다시 입력해주세요/),
  ).toBeVisible();
  expect(location()).toBe('/signup/basic');
  expect(idInput()).toHaveValue('newbie8');
  expect(screen.getByText('사용할 수 있는 아이디입니다.')).toBeInTheDocument();
  await user.type(passwordInput(), 'Abc123!');
  await user.type(confirmInput(), 'Abc123!');
  await user.click(nextButton());
  await screen.findByRole('heading', { name: '추가 정보를 입력해주세요' });
  expect(screen.getByRole('textbox', { name: '생년월일' })).toHaveValue('1995-07-21');
  expect(screen.getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue('010-1234');
  expect(screen.getByRole('combobox', { name: '직업' })).toHaveValue('FREELANCER');
  expect(everythingStored()).not.toContain('Abc123!');
});

test('a storage that refuses writes keeps the draft in memory and says so once', async () => {
  const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const { user } = renderApp('/signup/basic');
    await user.type(await screen.findByRole('textbox', { name: '아이디' }), 'newbie9');
    expect(await screen.findAllByText(/입력 내용을 저장하지 못했어요/)).toHaveLength(1);
    expect(idInput()).toHaveValue('newbie9');
  } finally {
    refuse.mockRestore();
    warn.mockRestore();
  }
});

test('the complete screen offers login and home', async () => {
  const { user, location } = renderApp('/signup/complete', {
    preloadedState: draftState({ completed: true, loginId: '', password: '' }),
  });
  expect(await screen.findByText('회원가입이 완료되었습니다!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  await user.click(screen.getByRole('link', { name: '홈으로' }));
  await waitFor(() => expect(location()).toBe('/main'));
});

test.each(['/signup/extra', '/signup/nickname', '/signup/complete'])(
  'a direct visit to %s without the earlier steps starts at /signup/basic',
  async (url) => {
    const { location } = renderApp(url);
    expect(
      await screen.findByRole('heading', { name: '아이디와 비밀번호를 입력해주세요' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/signup/basic');
  },
);

test('the name step without step 2 goes back to step 2', async () => {
  const { location } = renderApp('/signup/nickname', { preloadedState: draftState() });
  expect(
    await screen.findByRole('heading', { name: '추가 정보를 입력해주세요' }),
  ).toBeInTheDocument();
  expect(location()).toBe('/signup/extra');
});

test('step 1 that is typed but not checked does not open step 2', async () => {
  const { location } = renderApp('/signup/extra', {
    preloadedState: draftState({ checkedLoginId: null }),
  });
  await screen.findByRole('heading', { name: '아이디와 비밀번호를 입력해주세요' });
  expect(location()).toBe('/signup/basic');
  expect(idInput()).toHaveValue('newbie7');
});
