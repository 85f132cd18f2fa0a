/**
 * The first script the page runs: the route table and the chunk map (~2.5 KB gzip), no library,
 * listed before the library chunk in index.html (webpack.config.ts, entry `boot`). It starts the
 * download of the screen at this address, and of the chunks that screen needs, while the
 * libraries are still on the wire, instead of after they have downloaded and run.
 */
import { preloadScreenAt } from '@/app/load-screen';

preloadScreenAt(window.location.pathname);
