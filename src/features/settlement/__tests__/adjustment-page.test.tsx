import { screen, waitFor } from '@testing-library/react';
import { loggedInState, renderApp } from '@/test/render-app';

it.each([
  [/상환받기/, '/repayment-received'],
  [/상환하기/, '/servicing-repayment'],
])('the settlement hub links %s to %s with the settlement tab selected', async (name, path) => {
  const { user, location } = renderApp('/adjustment', { preloadedState: loggedInState });

  expect(
    await screen.findByRole('heading', { level: 1, name: '나의 정산 관리' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '정산 관리' })).toHaveAttribute('aria-current', 'page');

  await user.click(screen.getByRole('link', { name }));
  await waitFor(() => expect(location()).toBe(path));
});
