import { screen, within } from '@testing-library/react';
import { loggedInState, renderApp } from '@/test/render-app';
import { storeTerms } from './loan-test-utils';

// borrower1's registered song: copyright 1, contract 101, at most 9,280,000 won at 10 % a year.
const URL = '/loan-info-input/1/101';

afterEach(() => sessionStorage.clear());

async function renderForm() {
  const view = renderApp(URL, { preloadedState: loggedInState });
  const amount = await screen.findByRole('textbox', { name: '희망 대출 금액' });
  return {
    ...view,
    amount,
    rounds: screen.getByRole('textbox', { name: '희망 상환 회차' }),
    interest: screen.getByRole('textbox', { name: '예상 월 이자' }),
    next: screen.getByRole('button', { name: '다음' }),
  };
}

test('shows the conditions and both hints; next starts disabled', async () => {
  const { next, interest } = await renderForm();
  const conditions = screen.getByRole('region', { name: '대출 조건' });
  expect(within(conditions).getByText('10,000원 ~ 9,280,000원')).toBeInTheDocument();
  expect(screen.getByText('최소 10,000원 ~ 최대 9,280,000원')).toBeInTheDocument();
  expect(screen.getByText('1~12회')).toBeInTheDocument();
  expect(interest).toHaveAttribute('readonly');
  expect(interest).toHaveValue('0');
  expect(next).toBeDisabled();
});

test('the amount keeps digits only and is clamped to the server maximum and minimum', async () => {
  const { user, amount, interest } = await renderForm();

  await user.type(amount, '1a2,3b4');
  expect(amount).toHaveValue('1,234');
  await user.tab();
  expect(amount).toHaveValue('10,000');
  // floor(10,000 × 0.1 / 12)
  expect(interest).toHaveValue('83');

  await user.clear(amount);
  await user.type(amount, '999999999');
  expect(amount).toHaveValue('9,280,000');
  // floor(9,280,000 × 0.1 / 12) = floor(77,333.33)
  expect(interest).toHaveValue('77,333');
});

test('the rounds take only whole numbers from 1 to 12', async () => {
  const { user, rounds } = await renderForm();

  await user.type(rounds, '0');
  expect(rounds).toHaveValue('');
  await user.type(rounds, 'x-');
  expect(rounds).toHaveValue('');
  await user.type(rounds, '13');
  expect(rounds).toHaveValue('1');
  await user.type(rounds, '.5');
  expect(rounds).toHaveValue('1');
  await user.type(rounds, '2');
  expect(rounds).toHaveValue('12');
  await user.clear(rounds);
  await user.type(rounds, '7');
  expect(rounds).toHaveValue('7');
});

test('next needs an amount above zero and the rounds', async () => {
  const { user, amount, rounds, next } = await renderForm();

  await user.type(amount, '0');
  await user.type(rounds, '6');
  expect(next).toBeDisabled();

  await user.clear(amount);
  await user.type(amount, '500000');
  await user.clear(rounds);
  expect(next).toBeDisabled();

  await user.type(rounds, '6');
  expect(next).toBeEnabled();
});

test('stores the amount and rounds for the next screens and goes to confirm', async () => {
  const { user, amount, rounds, next, location } = await renderForm();
  await user.type(amount, '1500000');
  await user.type(rounds, '6');
  await user.click(next);

  expect(location()).toBe('/loan-confirm/1/101');
  expect(JSON.parse(sessionStorage.getItem('loanTerms') ?? '{}')).toEqual({
    101: { amount: 1_500_000, count: 6 },
  });
  expect(await screen.findByRole('region', { name: '대출 신청 내용' })).toBeInTheDocument();
});

test('an amount below the minimum is raised to it when going on', async () => {
  const { user, amount, rounds, next } = await renderForm();
  await user.type(rounds, '3');
  await user.type(amount, '500');
  await user.click(next);

  expect(JSON.parse(sessionStorage.getItem('loanTerms') ?? '{}')).toEqual({
    101: { amount: 10_000, count: 3 },
  });
});

test('what was chosen before is shown again after a reload', async () => {
  storeTerms(101, 2_000_000, 9);
  const { amount, rounds, interest, next } = await renderForm();
  expect(amount).toHaveValue('2,000,000');
  expect(rounds).toHaveValue('9');
  expect(interest).toHaveValue('16,666');
  expect(next).toBeEnabled();
});

test('the desired amount is read back in Korean units, clamped as the field is', async () => {
  const { user, amount } = await renderForm();
  await user.type(amount, '9280000');
  expect(screen.getByText('928만 원')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '99999999');
  // Past the maximum the field holds the maximum, and the words say that, not what was typed.
  expect(amount).toHaveValue('9,280,000');
  expect(screen.getByText('928만 원')).toBeInTheDocument();
  await user.clear(amount);
  expect(screen.queryByText(/만 원$/)).not.toBeInTheDocument();
});
