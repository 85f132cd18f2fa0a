import { contentSecurityPolicy } from '../build/csp';

/**
 * What every server of ours sends, one source for all of them: nginx's generated configuration
 * (./nginx-conf.ts, production) and the demo server (scripts/static-files.ts). docs/deploying.md
 * says why each header is there.
 */

/** Where the build puts its hashed files (webpack's `output.filename`, `assets/[name].[hash]`). */
export const ASSET_DIR = 'assets';

/** A file whose name carries its content's hash (`.1a2b3c4d.` or Workbox's `-1a2b3c4d.`). */
export const HASHED_NAME = /[.-][0-9a-f]{8}\.[A-Za-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files (HTML, sw.js, the manifest, icons): kept, but asked again every time. */
export const REVALIDATE = 'no-cache';
/** API answers carry personal data and money: no cache on the way keeps them. */
export const NO_STORE = 'no-store';

export const cacheControlFor = (pathname: string) =>
  HASHED_NAME.test(pathname) ? IMMUTABLE : REVALIDATE;

/** What the app never uses, turned off for it and anything it might embed. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export interface HeaderOptions {
  /** The API's origin when it is not this one (API_BASE_URL at build time). */
  apiBaseUrl?: string;
  /** Where browsers post CSP and Trusted Types violations. */
  reportUri?: string;
  /** Field telemetry's collector (TELEMETRY_URL at build time). */
  telemetryUrl?: string;
}

/** The security headers of every response. */
export function securityHeaders({ apiBaseUrl = '', reportUri, telemetryUrl }: HeaderOptions = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiBaseUrl, {
      header: true,
      reportUri,
      telemetryUrl,
    }),
    ...(reportUri ? { 'Reporting-Endpoints': `csp="${reportUri}"` } : {}),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  } as Record<string, string>;
}
