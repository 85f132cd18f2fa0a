import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render-app';

// A screen whose chunk did not arrive: webpack names the file in its error. The recovery screen
// asks the server for that file to say the true cause: gone after a deploy, or no network.
const CHUNK = 'http://localhost/assets/page-menu-pages-MenuPage.1a2b3c4d.js';
jest.mock('@/features/menu/pages/MenuPage', () => {
  throw Object.assign(new Error(`Loading chunk 77 failed.\n(error: ${CHUNK})`), {
    name: 'ChunkLoadError',
  });
});

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

it('a screen whose file a new deploy removed says a new version is out, and offers to open it', async () => {
  server.use(http.head(CHUNK, () => new HttpResponse(null, { status: 404 })));
  renderApp('/menu', { firstScreenArrived: false });
  expect(await screen.findByRole('heading', { name: '화면을 불러오지 못했습니다.' })).toBeVisible();
  expect(
    await screen.findByText('새 버전이 나왔어요. 다시 시도하면 새 버전으로 열려요.'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: '다시 시도' })).toBeVisible();
});

it('a screen whose file could not be reached says to check the connection', async () => {
  let asked = false;
  server.use(
    http.head(CHUNK, () => {
      asked = true;
      return HttpResponse.error();
    }),
  );
  renderApp('/menu', { firstScreenArrived: false });
  expect(await screen.findByRole('heading', { name: '화면을 불러오지 못했습니다.' })).toBeVisible();
  await waitFor(() => expect(asked).toBe(true));
  expect(screen.getByText('네트워크 연결을 확인한 뒤 다시 시도해주세요.')).toBeVisible();
  expect(screen.queryByText(/새 버전이 나왔어요/)).not.toBeInTheDocument();
});
