import { screen } from '@testing-library/react';
import type { StampedEvent } from '@/shared/telemetry/events';
import { connectReporter } from '@/shared/telemetry/report';
import { renderApp } from '@/test/render-app';

let crash = true;

// The menu screen stands in for any screen with a bug that throws while rendering.
jest.mock('@/features/menu/pages/MenuPage', () => ({
  __esModule: true,
  default: function BrokenMenu() {
    if (crash) throw new Error('render bug');
    return <p>메뉴 화면</p>;
  },
}));

beforeEach(() => {
  crash = true;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('shows a Korean recovery screen instead of a white page, inside the layout', async () => {
  renderApp('/menu');
  expect(
    await screen.findByRole('heading', { name: '일시적인 문제가 발생했습니다.' }),
  ).toBeVisible();
  // The header around the screen still works.
  expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/main');
});

it('tells the team, with the error and the screen’s route pattern', async () => {
  const met: StampedEvent[] = [];
  connectReporter((event) => met.push(event));
  try {
    renderApp('/menu');
    await screen.findByRole('heading', { name: '일시적인 문제가 발생했습니다.' });
    expect(met).toContainEqual(
      expect.objectContaining({
        kind: 'error',
        source: 'route',
        error: expect.objectContaining({ message: 'render bug' }),
      }),
    );
  } finally {
    connectReporter(() => {});
  }
});

it('tries the screen again', async () => {
  const { user } = renderApp('/menu');
  await screen.findByRole('heading', { name: '일시적인 문제가 발생했습니다.' });
  crash = false;
  await user.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByText('메뉴 화면')).toBeInTheDocument();
});

it('starts clean on the next screen', async () => {
  const { user } = renderApp('/menu');
  await screen.findByRole('heading', { name: '일시적인 문제가 발생했습니다.' });
  await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
  expect(await screen.findByRole('navigation', { name: '주요 메뉴' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '일시적인 문제가 발생했습니다.' })).toBeNull();
});
