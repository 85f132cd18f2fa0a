/**
 * The first script the page runs: the route table and the chunk map (~3 KB gzip), no library,
 * listed before the library chunk in index.html (webpack.config.ts, entry `boot`). While the
 * libraries are still on the wire it starts what the first screen waits for: the screen's chunks,
 * its first call (home's contracts, or the contract a shared link opens) and the response schemas
 * that call's answer is checked with. main.tsx picks each up instead of starting it again.
 */
import { startFirstCall } from '@/app/first-call';
import { preloadScreenAt } from '@/app/load-screen';
import { preloadResponseSchemas } from '@/shared/api/schema-chunk';

preloadScreenAt(window.location.pathname);
startFirstCall(window.location);
preloadResponseSchemas();
