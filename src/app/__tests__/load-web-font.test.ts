import { waitFor } from '@testing-library/react';
import { loadWebFont, WEB_FONT_CACHED_KEY, WEB_FONT_CLASS } from '@/app/theme/load-web-font';

const FILES = [
  'http://localhost/assets/2863.7bd95532.css',
  'http://localhost/assets/PretendardVariable.subset.10.woff2',
];

let fetchSpy: jest.SpyInstance;
const answer = (status: number) => Promise.resolve(new Response(null, { status }));

beforeEach(() => {
  document.documentElement.classList.remove(WEB_FONT_CLASS);
  localStorage.clear();
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => fetchSpy.mockRestore());

/** Lets the cache check's promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

it('a first visit draws in the system face and asks the cache nothing', async () => {
  loadWebFont()();
  await settled();
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(document.documentElement).not.toHaveClass(WEB_FONT_CLASS);
});

it('an old "1" flag, which named no file, counts as a first visit', async () => {
  localStorage.setItem(WEB_FONT_CACHED_KEY, '1');
  loadWebFont();
  await settled();
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(document.documentElement).not.toHaveClass(WEB_FONT_CLASS);
});

it('a later visit puts Pretendard first when its files are still in the HTTP cache', async () => {
  localStorage.setItem(WEB_FONT_CACHED_KEY, JSON.stringify(FILES));
  fetchSpy.mockImplementation(() => answer(200));
  loadWebFont();
  await waitFor(() => expect(document.documentElement).toHaveClass(WEB_FONT_CLASS));
  // Asked of the cache only: never a download on the first screen's path.
  expect(fetchSpy.mock.calls.map(([url, init]) => [url, init])).toEqual(
    FILES.map((url) => [url, { cache: 'only-if-cached', mode: 'same-origin' }]),
  );
});

it('a later visit whose cache was emptied keeps the system face and forgets the files', async () => {
  localStorage.setItem(WEB_FONT_CACHED_KEY, JSON.stringify(FILES));
  // What only-if-cached answers for a file the cache no longer holds.
  fetchSpy.mockImplementation((url: string) => answer(url.endsWith('.css') ? 200 : 504));
  loadWebFont();
  await waitFor(() => expect(localStorage.getItem(WEB_FONT_CACHED_KEY)).toBeNull());
  expect(document.documentElement).not.toHaveClass(WEB_FONT_CLASS);
});

it('an answer from the cache after the first render changes nothing on screen', async () => {
  localStorage.setItem(WEB_FONT_CACHED_KEY, JSON.stringify(FILES));
  const replies: Array<(response: Response) => void> = [];
  fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => replies.push(resolve)));
  const settleBeforeRender = loadWebFont();
  settleBeforeRender();
  replies.forEach((reply) => reply(new Response(null, { status: 200 })));
  await settled();
  expect(document.documentElement).not.toHaveClass(WEB_FONT_CLASS);
});
