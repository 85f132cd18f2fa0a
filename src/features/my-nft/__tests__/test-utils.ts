import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { apiRoot } from '@/shared/config/env';

/** Every API request the app makes during a test, as path + query. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

/** A server failure on one GET, for the next request only (a retry then reaches the demo). */
export function failOnce(path: string, status = 500) {
  server.use(
    http.get(
      `${apiRoot}${path}`,
      () =>
        HttpResponse.json(
          {
            success: false,
            error: { code: 'INTERNAL', message: '서버에 일시적인 문제가 생겼습니다.' },
          },
          { status },
        ),
      { once: true },
    ),
  );
}

/** Answers one GET with this `data` for every request. */
export function answerWith(path: string, data: unknown) {
  server.use(http.get(`${apiRoot}${path}`, () => HttpResponse.json({ success: true, data })));
}
