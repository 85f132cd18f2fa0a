import '@testing-library/jest-dom';
import { guardConsole } from './src/test/console';

// Pure tests (money arithmetic, formats, schedules, validators) run in src/test/node-environment.cjs:
// no DOM and no demo backend to load, so each file starts in milliseconds instead of a second.
// Every other test gets both.
if (typeof document !== 'undefined') {
  // Before Testing Library is loaded (setup-dom), so that this hook runs before its cleanup: the
  // test's work ends while its screen is still there (src/test/settle.ts).
  const { settleTest, trackRequests } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- only where there is a DOM
    require('./src/test/settle') as typeof import('./src/test/settle');
  trackRequests();
  afterEach(settleTest);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- only where there is a DOM
  require('./src/test/setup-dom');
}
// After the DOM setup, so that what a screen logs while it is unmounted still counts for its test.
guardConsole();
