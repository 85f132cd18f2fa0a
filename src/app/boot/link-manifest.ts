import { whenIdleAfterLoad } from '@/shared/lib/when-idle-after-load';

export const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * The web app manifest is linked after the first screen, not in index.html. With the link in the
 * HTML, Chromium checks installability while the page loads: it fetches and parses the manifest,
 * fetches and decodes an icon, and shows its install control. In Lighthouse's trace of `/main`
 * that was 150-220 ms more CPU on the browser process's main thread, beside the page's own work on
 * a two-core machine (docs/performance.md). Installing can wait until the first screen has
 * settled (whenIdleAfterLoad); the first screen cannot. Chromium watches the head for a manifest
 * link added later (an e2e journey asks it for the manifest it found).
 */
export function linkManifestLater(): void {
  whenIdleAfterLoad(() => {
    if (document.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST_HREF;
    document.head.append(link);
  });
}
