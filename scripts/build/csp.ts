// Relative, not '@/…': webpack's configuration loads this file before any alias exists.
import { TRUSTED_TYPES_POLICIES } from '../../src/shared/lib/trusted-types';

export interface PolicyOptions {
  /**
   * The HTTP header's policy, with what a meta tag cannot carry (a browser ignores it there, and
   * says so in the console): no framing, and where violations are reported.
   */
  header?: boolean;
  /** Where a browser posts a violation (`report-uri`, and `report-to` the `csp` endpoint). */
  reportUri?: string;
  /** Field telemetry's collector (TELEMETRY_URL at build time): its origin may be called. */
  telemetryUrl?: string;
}

/** The origin of a URL, or '' when it has none (unset, relative, malformed). */
function originOf(url: string): string {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/**
 * The Content-Security-Policy of the production bundle: the one source of it. It is written into
 * index.html as a meta tag (so any static host enforces it) and sent as a header by every server
 * of ours (scripts/serve/headers.ts: nginx's generated configuration, the demo server).
 *
 * - script-src 'self': no inline or injected script can run; webpack emits only files.
 * - Trusted Types required for every script sink, through the app's named policies only
 *   (src/shared/lib/trusted-types.ts): a string from the server can never become script.
 * - style-src 'unsafe-inline': MUI (emotion) writes its styles into <style> tags at run time, and
 *   the app shell in index.html has inline styles. Styles cannot run code.
 * - img-src data: blob: https: covers cover art sent as data URLs, image previews made from the
 *   user's files, and cover images a real server may host on a CDN.
 * - connect-src adds API_BASE_URL's origin when the API lives elsewhere, and TELEMETRY_URL's when
 *   the build reports to a collector (docs/telemetry.md); nothing else may be called.
 * - frame-ancestors 'self' (header only): no other site can frame a money action. Not 'none': the
 *   large-text journeys frame the app itself at 320 px in WebKit and Gecko, which cannot narrow a
 *   window that far.
 */
export function contentSecurityPolicy(
  apiBaseUrl = '',
  { header = false, reportUri, telemetryUrl = '' }: PolicyOptions = {},
): string {
  const origins = [...new Set([originOf(apiBaseUrl), originOf(telemetryUrl)])].filter(Boolean);
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: data:",
    "font-src 'self'",
    ["connect-src 'self'", ...origins].join(' '),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
    ...(header ? ["frame-ancestors 'self'"] : []),
    ...(header && reportUri ? [`report-uri ${reportUri}`, 'report-to csp'] : []),
  ];
  return directives.join('; ');
}
