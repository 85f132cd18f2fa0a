import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { prefetchFirstScreen } from './app/prefetch';
import { appRoutes } from './app/routes';
import { makeStore, startPersistence } from './app/store';
import { loadWebFont } from './app/theme/load-web-font';
import { preloadResponseSchemas } from './shared/api/schemas';

async function startDemoBackend() {
  // The condition is a build-time literal: without MOCK_API the import (and all of mocks/) is
  // dropped from the bundle.
  if (process.env.MOCK_API === 'true') {
    const { startBrowserDemoBackend } = await import('@mocks/browser');
    await startBrowserDemoBackend();
  }
}

async function main() {
  preloadResponseSchemas();
  loadWebFont();
  await startDemoBackend();
  const router = createBrowserRouter(appRoutes);
  const store = makeStore();
  prefetchFirstScreen(store.dispatch, window.location);
  const { persistor } = startPersistence(store);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition render is time-sliced: the first screen's render yields to the browser every few
  // milliseconds instead of holding the main thread in one long task while the shell stays up.
  startTransition(() => root.render(<App store={store} persistor={persistor} router={router} />));
}

void main();
