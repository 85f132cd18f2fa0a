import type { Page } from '@playwright/test';

/**
 * Opens `address` and waits until the production bundle's service worker controls the page: it
 * registers once the page is idle after load (main.tsx), so the page's clock is moved past that,
 * then the worker precaches the app and takes the page over (clientsClaim).
 */
export async function openUnderWorker(page: Page, address: string) {
  await page.clock.install();
  await page.goto(address);
  await page.clock.runFor(11_000);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 30_000,
  });
}

/** Every address the worker's caches hold. */
export function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) addresses.push(request.url);
    }
    return addresses;
  });
}
