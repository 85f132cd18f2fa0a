/**
 * The Content-Security-Policy of the production bundle. It is written into index.html as a meta
 * tag (so any static host enforces it) and sent as a header by the demo server, which can also add
 * what a meta tag cannot carry (frame-ancestors).
 *
 * - script-src 'self': no inline or injected script can run; webpack emits only files.
 * - style-src 'unsafe-inline': MUI (emotion) writes its styles into <style> tags at run time, and
 *   the app shell in index.html has inline styles. Styles cannot run code.
 * - img-src data: blob: https: covers cover art sent as data URLs, image previews made from the
 *   user's files, and cover images a real server may host on a CDN.
 * - connect-src adds API_BASE_URL's origin when the API lives elsewhere.
 */
export function contentSecurityPolicy(apiBaseUrl = '', { header = false } = {}): string {
  let apiOrigin = '';
  try {
    apiOrigin = apiBaseUrl ? new URL(apiBaseUrl).origin : '';
  } catch {
    apiOrigin = '';
  }
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(header ? ["frame-ancestors 'none'"] : []),
  ];
  return directives.join('; ');
}
