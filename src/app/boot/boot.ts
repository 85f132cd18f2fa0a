/**
 * The first script the page runs: the route table and the chunk map (~8 KB gzip), no library,
 * listed before the library chunk in index.html (webpack.config.ts, entry `boot`). While the
 * libraries are still on the wire it starts what the first screen waits for: its first call (home's
 * contracts, or the contract a shared link opens), the screen's chunks and the response schemas
 * that call's answer is checked with. main.tsx, which runs after it, picks each up instead of
 * starting it again. One task: the call read in a second task (decision 010) measured no better
 * TBT at 4 × or 8 × and was removed.
 */
import { startFirstCall } from '@/app/boot/first-call';
import { preloadScreenAt } from '@/app/boot/load-screen';
import { preloadResponseSchemas } from '@/shared/api/schema-chunk';

startFirstCall(window.location);
preloadScreenAt(window.location.pathname);
preloadResponseSchemas();
