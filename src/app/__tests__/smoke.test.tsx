import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

test('home renders in the tabbed layout', async () => {
  renderApp('/main');
  expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '홈' })).toHaveClass('Mui-selected');
});
