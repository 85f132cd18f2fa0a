import { waitFor } from '@testing-library/react';
import { loadWebFont, WEB_FONT_CACHED_KEY, WEB_FONT_CLASS } from '@/app/boot/load-web-font';

const WARMED_AT = 'Tue, 24 Nov 2026 09:12:30 GMT';
const FILES = [
  { url: 'http://localhost/assets/2863.7bd95532.css', date: WARMED_AT },
  { url: 'http://localhost/assets/PretendardVariable.subset.10.woff2', date: WARMED_AT },
];

let fetchSpy: jest.SpyInstance;
/** An answer dated `date`: the stored copy carries the warm-up's Date, the network a new one. */
const answer = (date: string, status = 200) =>
  Promise.resolve(new Response(null, { status, headers: { Date: date } }));

beforeEach(() => {
  document.documentElement.classList.remove(WEB_FONT_CLASS);
  localStorage.clear();
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => fetchSpy.mockRestore());

/** Lets the cache check's promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

it('a first visit draws in the system face and asks for nothing', async () => {
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

it('a later visit puts Pretendard first when the cache still holds the warm-up’s copies', async () => {
  localStorage.setItem(WEB_FONT_CACHED_KEY, JSON.stringify(FILES));
  fetchSpy.mockImplementation(() => answer(WARMED_AT));
  loadWebFont();
  await waitFor(() => expect(document.documentElement).toHaveClass(WEB_FONT_CLASS));
  expect(fetchSpy.mock.calls.map(([url, init]) => [url, init.cache, init.mode])).toEqual(
    FILES.map(({ url }) => [url, 'force-cache', 'same-origin']),
  );
});

it('a later visit whose cache was emptied keeps the system face and forgets the files', async () => {
  localStorage.setItem(WEB_FONT_CACHED_KEY, JSON.stringify(FILES));
  // The font file came from the network: today's Date, not the stored copy's.
  fetchSpy.mockImplementation((url: string) =>
    answer(url.endsWith('.css') ? WARMED_AT : 'Wed, 25 Nov 2026 06:10:00 GMT'),
  );
  loadWebFont();
  await waitFor(() => expect(localStorage.getItem(WEB_FONT_CACHED_KEY)).toBeNull());
  expect(document.documentElement).not.toHaveClass(WEB_FONT_CLASS);
});

it('a file slower than the deadline counts as not cached, and its request is cut off', async () => {
  localStorage.setItem(WEB_FONT_CACHED_KEY, JSON.stringify(FILES));
  const signals: AbortSignal[] = [];
  fetchSpy.mockImplementation(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signals.push(init.signal as AbortSignal);
        init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
      }),
  );
  loadWebFont();
  await waitFor(() => expect(localStorage.getItem(WEB_FONT_CACHED_KEY)).toBeNull());
  expect(signals.every((signal) => signal.aborted)).toBe(true);
  expect(document.documentElement).not.toHaveClass(WEB_FONT_CLASS);
});

it('an answer from the cache after the first render changes nothing on screen', async () => {
  localStorage.setItem(WEB_FONT_CACHED_KEY, JSON.stringify(FILES));
  const replies: Array<(response: Response) => void> = [];
  fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => replies.push(resolve)));
  const settleBeforeRender = loadWebFont();
  settleBeforeRender();
  replies.forEach((reply) => reply(new Response(null, { headers: { Date: WARMED_AT } })));
  await settled();
  expect(document.documentElement).not.toHaveClass(WEB_FONT_CLASS);
});
