import { act, screen } from '@testing-library/react';
import { makeStore, startPersistence } from '@/app/store';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { renderApp } from '@/test/render-app';

// The draft's persistence is a chunk of its own (start-draft-persistence.ts). When it does not
// download (offline, a deploy replaced the files), a registration step says so in Korean and offers
// to try again, rather than waiting forever or starting from an empty draft.
jest.mock('@/shared/registration-draft/draft-persist', () => {
  throw Object.assign(new Error('Loading chunk 4242 failed.'), { name: 'ChunkLoadError' });
});

it('a registration step whose draft storage did not download says so and offers to try again', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  // Logged in as after a reload: the tokens are in storage.
  const { session } = (await storeLoggedInAs('borrower1')).getState();
  localStorage.setItem('accessToken', session.accessToken ?? '');
  localStorage.setItem('refreshToken', session.refreshToken ?? '');
  const store = makeStore();
  const { stop } = startPersistence(store);
  renderApp('/nft/register/music-basic', { store });

  expect(await screen.findByRole('heading', { name: '화면을 불러오지 못했습니다.' })).toBeVisible();
  expect(screen.getByRole('button', { name: '다시 시도' })).toBeEnabled();
  expect(screen.queryByRole('textbox', { name: '곡 제목' })).toBeNull();
  act(() => stop());
});
