import { createRoot } from 'react-dom/client';
import './app/theme/fonts';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { prefetchFirstScreen } from './app/prefetch';
import { appRoutes, preloadRoute } from './app/routes';
import { makeStore, startPersistence } from './app/store';
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
  preloadRoute(window.location.pathname);
  preloadResponseSchemas();
  await startDemoBackend();
  const router = createBrowserRouter(appRoutes);
  const store = makeStore();
  prefetchFirstScreen(store.dispatch, window.location);
  const { persistor } = startPersistence(store);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App store={store} persistor={persistor} router={router} />);
}

void main();
