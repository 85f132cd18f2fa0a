import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the in-browser demo backend (MSW service worker). Only bundled when MOCK_API=true. */
export async function startBrowserDemoBackend() {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return worker;
}
