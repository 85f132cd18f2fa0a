import type { StoreEnhancer } from '@reduxjs/toolkit';
import { linkManifestLater } from './app/boot/link-manifest';
import { prefetchMuiThemeLater, preloadScreenAt } from './app/boot/load-screen';
import { routeAt } from './shared/config/route-match';
import { nextTask } from './shared/lib/next-task';
import { report } from './shared/telemetry/report';
import { whenIdleAfterLoad } from './shared/lib/when-idle-after-load';

async function startDemoBackend() {
  // The condition is a build-time literal: without MOCK_API the import (and all of mocks/) is
  // dropped from the bundle.
  if (process.env.MOCK_API === 'true') {
    const { startBrowserDemoBackend } = await import('@mocks/browser');
    await startBrowserDemoBackend();
  }
}

/**
 * Boots in stages, one task each, instead of evaluating every library and then rendering in one
 * long task (~720 ms on a 4×-slowed phone, all of it blocking a tap). The imports are "eager": their
 * modules ship in the entry chunks already on the page, with no extra request; only their
 * evaluation waits for its stage. The store comes first, so the first screen's call is on the wire
 * while React, the router and MUI are still being evaluated.
 */
async function main() {
  // The boot script has started this screen's chunk: the same download, and a promise of it.
  const firstScreen = preloadScreenAt(window.location.pathname);
  linkManifestLater();
  prefetchMuiThemeLater();
  await startDemoBackend();
  // The boot script starts the first call in a task of its own (src/app/boot/boot.ts); messages are run in
  // the order they were posted, so after this one the early call is on the wire for the store's
  // prefetch to take, even when every script came from the cache at once.
  await nextTask();

  const { makeStore, startPersistence } = await import(/* webpackMode: "eager" */ './app/store');
  const { prefetchFirstScreen } = await import(/* webpackMode: "eager" */ './app/boot/prefetch');
  // A development build started with REDUX_DEVTOOLS_REMOTE (a build-time literal, '' in any other
  // build, so this import is not in them): the store talks to a remote Redux DevTools server.
  let remote: StoreEnhancer | undefined;
  if (process.env.REDUX_DEVTOOLS_REMOTE) {
    const { remoteDevTools } = await import('./app/remote-devtools');
    remote = remoteDevTools(process.env.REDUX_DEVTOOLS_REMOTE);
  }
  const store = makeStore(undefined, remote);
  prefetchFirstScreen(store.dispatch, window.location);
  startPersistence(store);
  // Field telemetry (docs/telemetry.md): off unless the build names a collector; its reporter
  // loads once the page is idle after load.
  if (process.env.TELEMETRY_URL) {
    const { startTelemetry } = await import(
      /* webpackMode: "eager" */ './shared/telemetry/start-telemetry'
    );
    const { selectReportingOff } = await import(
      /* webpackMode: "eager" */ './shared/telemetry/reporting-slice'
    );
    startTelemetry(() => !selectReportingOff(store.getState()));
  }
  // A registration step opened first (a reload in the middle of one): its stored draft is asked
  // for now, while React is still being evaluated, not once its screen has rendered.
  if (routeAt(window.location.pathname)?.readsDraft) {
    const { startDraftPersistence } = await import(
      /* webpackMode: "eager" */ './shared/registration-draft/start-draft-persistence'
    );
    void startDraftPersistence(store);
  }
  await nextTask();

  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  await nextTask();

  const { createBrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  const { appRoutes } = await import(/* webpackMode: "eager" */ './app/routes');
  const router = createBrowserRouter(appRoutes);
  await nextTask();

  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();

  // The first render waits for the screen's chunk (usually here by now), so it shows the screen,
  // not the loading fallback that React would then hold for 300 ms before revealing it. Until then
  // the page shows index.html's shell.
  await firstScreen;
  const { startTransition } = await import(/* webpackMode: "eager" */ 'react');
  // A transition render is time-sliced: the first screen's render yields to the browser every few
  // milliseconds instead of holding the main thread in one long task while the shell stays up.
  startTransition(() => root.render(<App store={store} router={router} />));

  // The production bundle's service worker, once the page is idle after load: it never competes
  // with the first screen (app/service-worker/register-worker.ts). Build-time literals: the demo
  // bundle and `npm start` keep the demo backend's worker alone.
  if (process.env.NODE_ENV === 'production' && process.env.MOCK_API !== 'true') {
    // Its code comes then too, in the chunk that brings workbox-window.
    whenIdleAfterLoad(() => {
      import(/* webpackChunkName: "service-worker" */ './app/service-worker/register-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker(store.dispatch))
        .catch((error: unknown) => {
          // Offline, or a deploy replaced the chunk while this tab was open: the next visit
          // registers the worker; nothing on this page waits for it.
          report({ kind: 'error', source: 'service-worker', error });
        });
    });
  }
}

void main();
