import '@testing-library/jest-dom';

// Pure tests (money arithmetic, formats, schedules, validators) run in src/test/node-environment.cjs:
// no DOM and no demo backend to load, so each file starts in milliseconds instead of a second.
// Every other test gets both.
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- only where there is a DOM
  require('./src/test/setup-dom');
}
