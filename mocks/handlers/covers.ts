import { http, HttpResponse } from 'msw';
import { coverArtSvg } from '@mocks/db/cover-art';

/**
 * The large world's covers (large-world.ts): twelve drawings the server hosts, so each of 5,000
 * list items carries a short address instead of a 1.5 KB data URL, as a real API does.
 */
export const coverHandlers = [
  http.get('*/api/v1/demo/covers/:file', ({ params }) => {
    const match = /^(\d{1,2})\.svg$/.exec(String(params.file));
    if (!match || Number(match[1]) > 11) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(coverArtSvg('', '', Number(match[1])), {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
      },
    });
  }),
];
