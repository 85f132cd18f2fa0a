/**
 * The DOM half of the test setup: Testing Library's waits, browser globals jsdom lacks, and the
 * demo backend (MSW) answering every call, reset after each test. jest.setup.ts loads it for every
 * test that has a DOM; pure tests (`@jest-environment node`) skip it.
 */
import { configure } from '@testing-library/react';
import { File } from 'node:buffer';
import { resetDb } from '../../mocks/db/store';
import { setDialect, setLongData } from '../../mocks/handlers/dialect';
import { setMoneyAnswer } from '../../mocks/handlers/money-answer';
import { server } from '../../mocks/node';

// findBy*/waitFor wait up to 5 s instead of 1 s: with every core busy (CI's 2 cores running the
// whole suite) a lazy screen and a demo-backend answer can take longer than a second. This
// only bounds how long a wait may last; no test asserts on time.
configure({ asyncUtilTimeout: 5000 });

// jest-fixed-jsdom gives Node's FormData and Blob but leaves jsdom's File, which Node's FormData
// rejects; use Node's File so uploads are built exactly as in a browser.
globalThis.File = File as unknown as typeof globalThis.File;

// jsdom has no scrolling; the layout scrolls to top on every route change.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  // Every test starts from the demo seed in the canonical dialect, whatever the previous one did.
  resetDb();
  setDialect('canonical');
  setLongData(false);
  setMoneyAnswer({ kind: 'normal' });
  sessionStorage.clear();
});
afterAll(() => server.close());
