import { screen } from '@testing-library/react';
import { preloadScreenAt } from '@/app/boot/load-screen';
import { renderApp } from '@/test/render-app';

// The tests run in order and share the chunks a test has loaded, as one visit would.

test('a first screen whose chunk is still on the way shows the loading state until it arrives', async () => {
  renderApp('/login', { firstScreenArrived: false });
  expect(screen.getByRole('progressbar', { name: '데이터를 불러오는 중...' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
});

test('a first screen whose chunk the boot script already fetched shows in the first render, with no loading state', async () => {
  // As src/app/boot/boot.ts and src/main.tsx do before the first render.
  await preloadScreenAt('/menu');
  renderApp('/menu', { firstScreenArrived: false });
  expect(screen.getByRole('heading', { name: '로그인이 필요합니다' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

// A tap to a screen whose chunk is on the way (the current screen stays, under a loading bar)
// needs a real network: e2e/prod-server.spec.ts.
