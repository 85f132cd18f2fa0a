import type { APIRequestContext, APIResponse } from '@playwright/test';
import { OFF_CONTRACT_HEADER } from '@scripts/openapi/watch';
import { expect } from './fixtures';

/**
 * What every response of the production bundle carries, behind the one-machine runner
 * (serving.prod.spec.ts) and the installed site (installed-site.spec.ts): the headers of
 * scripts/serve/headers.ts, the CSP's reports sent where that server was told.
 */
export function securityHeaderParts(reportUri: string) {
  return {
    'content-security-policy': [
      "script-src 'self'",
      "require-trusted-types-for 'script'",
      'trusted-types webpack app-worker-url default',
      "frame-ancestors 'self'",
      `report-uri ${reportUri}`,
      'report-to csp',
    ],
    'reporting-endpoints': [`csp="${reportUri}"`],
    'strict-transport-security': ['max-age=63072000'],
    'x-content-type-options': ['nosniff'],
    'referrer-policy': ['same-origin'],
    'permissions-policy': ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'],
    'cross-origin-opener-policy': ['same-origin'],
  };
}

export function expectSecurityHeaders(response: APIResponse, what: string, reportUri: string) {
  const headers = response.headers();
  for (const [name, parts] of Object.entries(securityHeaderParts(reportUri)))
    for (const part of parts) expect(headers[name] ?? '', `${what}: ${name}`).toContain(part);
}

/** The hashed scripts index.html loads, as the build named them. */
export async function hashedScripts(request: APIRequestContext) {
  const html = await (await request.get('/index.html')).text();
  return [...html.matchAll(/<script defer="defer" src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
}

/** The headers a kind of response is asked with, beside `Accept-Encoding`. */
export const askedWith = (kind: (typeof KINDS)[number]): Record<string, string> =>
  'headers' in kind ? kind.headers : {};

/** Each kind of response, with the status, type and caching it must have. */
export const KINDS = [
  {
    what: 'a deep navigation',
    path: '/investment/108',
    status: 200,
    type: /^text\/html/,
    cache: 'no-cache',
  },
  { what: 'index.html', path: '/index.html', status: 200, type: /^text\/html/, cache: 'no-cache' },
  {
    what: 'the prerendered login',
    path: '/login',
    status: 200,
    type: /^text\/html/,
    cache: 'no-cache',
  },
  { what: 'sw.js', path: '/sw.js', status: 200, type: /javascript/, cache: 'no-cache' },
  {
    what: 'the manifest',
    path: '/manifest.webmanifest',
    status: 200,
    type: /^application\/manifest\+json/,
    cache: 'no-cache',
  },
  {
    what: 'a missing script',
    path: '/assets/nope-123.js',
    status: 404,
    type: /^text\/plain/,
    cache: 'no-store',
  },
  {
    what: 'a missing file',
    path: '/favicon.ico',
    status: 404,
    type: /^text\/plain/,
    cache: 'no-store',
  },
  {
    what: 'an API answer',
    path: '/api/v1/contracts',
    status: 200,
    type: /^application\/json/,
    cache: 'no-store',
  },
  {
    what: 'an API refusal',
    path: '/api/v1/me/copyrights',
    status: 401,
    type: /^application\/json/,
    cache: 'no-store',
    // No token on purpose: the demo server's contract watch lets it pass (e2e/contract-teardown.ts).
    headers: { [OFF_CONTRACT_HEADER]: '1' },
  },
] as const;
