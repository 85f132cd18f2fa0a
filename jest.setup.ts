import '@testing-library/jest-dom';
import { resetDb } from './mocks/db/store';
import { server } from './mocks/node';

// jsdom has no scrolling; the layout scrolls to top on every route change.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  // Every test starts from the demo seed, whatever the previous one wrote.
  resetDb();
});
afterAll(() => server.close());
