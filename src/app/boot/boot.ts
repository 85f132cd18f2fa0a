/**
 * The first script the page runs: the route table and the chunk map (~8 KB gzip), no library,
 * listed before the library chunk in index.html (webpack.config.ts, entry `boot`). While the
 * libraries are still on the wire it starts what the first screen waits for: the screen's chunks,
 * its first call (home's contracts, or the contract a shared link opens) and the response schemas
 * that call's answer is checked with. main.tsx picks each up instead of starting it again.
 *
 * Two tasks, not one, on a visit from the network: the first call reads the stored session, the
 * page's first localStorage read, which waits on the browser process while it is busy with the
 * navigation (~20 ms of a 40-60 ms task on a two-core machine, four times that on a slow phone).
 * Apart, neither task holds the main thread long enough to block a tap. When the service worker
 * answers (a later visit, app/service-worker), every script is here at once and the call is the
 * one thing left on the network: it leaves first, in the first task. On the bench's second visit
 * (slow 4G, 4× CPU) the request starts ~190 ms sooner; the first screen's content moved less than
 * the noise, the app's own boot finishing about when the answer lands (docs/performance.md).
 */
import { startFirstCall } from '@/app/boot/first-call';
import { preloadScreenAt } from '@/app/boot/load-screen';
import { preloadResponseSchemas } from '@/shared/api/schema-chunk';
import { nextTask } from '@/shared/lib/next-task';

const fromTheWorker = Boolean(navigator.serviceWorker?.controller);
if (fromTheWorker) startFirstCall(window.location);
preloadScreenAt(window.location.pathname);
preloadResponseSchemas();
if (!fromTheWorker) void nextTask().then(() => startFirstCall(window.location));
