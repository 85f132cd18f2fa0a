/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { scrubText } from '@/shared/telemetry/scrub';

// Where no page is open to say which origin is the app's own, no address can become a route
// pattern: each keeps only its origin, its path, query and fragment dropped.
it('keeps only the origin of every address where there is no page', () => {
  expect(scrubText('failed at https://app.example/investment/108?amount=5000000#top')).toBe(
    'failed at https://app.example',
  );
});
