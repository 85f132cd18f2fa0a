import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render-app';
import { confirmInput, idInput, nextButton, passwordInput } from './signup-test-utils';

const checkButton = () => screen.getByRole('button', { name: '중복 확인' });

async function openBasic() {
  const view = renderApp('/signup/basic');
  await screen.findByRole('heading', { name: '아이디와 비밀번호를 입력해주세요' });
  return view;
}

test('shows the id and password hints, and mobile-friendly input attributes', async () => {
  await openBasic();
  expect(screen.getByText('12자 이하/영문,숫자 포함')).toBeInTheDocument();
  expect(screen.getByText('20자 이하/영문 대소문자,특수문자, 숫자 포함')).toBeInTheDocument();
  expect(idInput()).toHaveAttribute('autocomplete', 'username');
  expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
  expect(passwordInput()).toHaveAttribute('type', 'password');
  expect(nextButton()).toBeDisabled();
});

test('an id the rules refuse is marked and cannot be checked; a valid one can (every case: validation.test.ts)', async () => {
  const { user } = await openBasic();
  await user.type(idInput(), 'Abc123');
  expect(idInput()).toHaveAttribute('aria-invalid', 'true');
  expect(checkButton()).toBeDisabled();
  await user.clear(idInput());
  await user.type(idInput(), 'abc123');
  expect(idInput()).not.toHaveAttribute('aria-invalid', 'true');
  expect(checkButton()).toBeEnabled();
});

test('the id stops at 12 characters', async () => {
  const { user } = await openBasic();
  await user.type(idInput(), 'abcdefghij123');
  expect(idInput()).toHaveValue('abcdefghij12');
});

test('check-id: an unused id is available (demo backend)', async () => {
  const { user } = await openBasic();
  await user.type(idInput(), 'newbie7');
  await user.click(checkButton());
  expect(await screen.findByText('사용할 수 있는 아이디입니다.')).toBeInTheDocument();
});

test('check-id: a taken id is a duplicate (409 from the demo backend)', async () => {
  const { user } = await openBasic();
  await user.type(idInput(), 'borrower1');
  await user.click(checkButton());
  expect(await screen.findByText('중복된 아이디입니다.')).toBeInTheDocument();
});

test('check-id: any other failure says the check failed', async () => {
  server.use(
    http.post('http://localhost/api/v1/users/check-id', () =>
      HttpResponse.json(
        { success: false, error: { code: 'INTERNAL', message: '서버 오류' } },
        { status: 500 },
      ),
    ),
  );
  const { user } = await openBasic();
  await user.type(idInput(), 'newbie7');
  await user.click(checkButton());
  expect(await screen.findByText('중복 확인 중 오류가 발생했습니다.')).toBeInTheDocument();
});

test('check-id sends the id as JSON', async () => {
  let body: unknown;
  server.use(
    http.post('http://localhost/api/v1/users/check-id', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: true, data: null });
    }),
  );
  const { user } = await openBasic();
  await user.type(idInput(), 'newbie7');
  await user.click(checkButton());
  await screen.findByText('사용할 수 있는 아이디입니다.');
  expect(body).toEqual({ loginId: 'newbie7' });
});

test('a password the rules refuse is marked and asks for no confirmation; a valid one does (every case: validation.test.ts)', async () => {
  const { user } = await openBasic();
  await user.type(passwordInput(), 'abc123&');
  expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByLabelText('비밀번호 확인')).not.toBeInTheDocument();
  await user.clear(passwordInput());
  await user.type(passwordInput(), 'abc123!');
  expect(passwordInput()).not.toHaveAttribute('aria-invalid', 'true');
  // The confirmation appears only once the password is valid.
  expect(confirmInput()).toBeInTheDocument();
});

test('the password stops at 20 characters', async () => {
  const { user } = await openBasic();
  await user.type(passwordInput(), 'abcdefghij1234567890!');
  expect(passwordInput()).toHaveValue('abcdefghij1234567890');
});

test('the confirmation shows a check when it matches and a deny mark when not', async () => {
  const { user } = await openBasic();
  await user.type(passwordInput(), 'abc123!');
  await user.type(confirmInput(), 'abc12');
  expect(screen.getByRole('img', { name: '비밀번호가 일치하지 않습니다' })).toBeInTheDocument();
  expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
  await user.type(confirmInput(), '3!');
  expect(screen.getByRole('img', { name: '비밀번호가 일치합니다' })).toBeInTheDocument();
  expect(
    screen.queryByRole('img', { name: '비밀번호가 일치하지 않습니다' }),
  ).not.toBeInTheDocument();
});

test('next needs a checked-available id, a valid password and a matching confirmation', async () => {
  const { user, location } = await openBasic();
  await user.type(idInput(), 'newbie7');
  await user.type(passwordInput(), 'abc123!');
  await user.type(confirmInput(), 'abc123!');
  // Not checked yet.
  expect(nextButton()).toBeDisabled();

  await user.click(checkButton());
  await screen.findByText('사용할 수 있는 아이디입니다.');
  expect(nextButton()).toBeEnabled();

  // Confirmation no longer matching.
  await user.type(confirmInput(), 'x');
  expect(nextButton()).toBeDisabled();
  await user.type(confirmInput(), '{Backspace}');
  expect(nextButton()).toBeEnabled();

  // The id changed since the check: the result no longer applies.
  await user.type(idInput(), '8');
  expect(screen.queryByText('사용할 수 있는 아이디입니다.')).not.toBeInTheDocument();
  expect(nextButton()).toBeDisabled();
  // Typing the checked id back is that same id the server called available.
  await user.type(idInput(), '{Backspace}');
  expect(nextButton()).toBeEnabled();

  await user.click(nextButton());
  expect(
    await screen.findByRole('heading', { name: '추가 정보를 입력해주세요' }),
  ).toBeInTheDocument();
  expect(location()).toBe('/signup/extra');
});

test('a taken id never enables next', async () => {
  const { user } = await openBasic();
  await user.type(idInput(), 'investor1');
  await user.click(checkButton());
  await screen.findByText('중복된 아이디입니다.');
  await user.type(passwordInput(), 'abc123!');
  await user.type(confirmInput(), 'abc123!');
  expect(nextButton()).toBeDisabled();
});
