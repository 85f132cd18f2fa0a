/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { parseLatency } from '@mocks/handlers/respond';

// The browser demo's `?latency=<ms>` (and what it remembers in localStorage): whole milliseconds
// up to a minute are taken; anything else leaves the default 300 ms in place.
test.each([
  ['0', 0],
  ['300', 300],
  ['60000', 60_000],
  ['60001', null],
  ['-1', null],
  ['1.5', null],
  ['', null],
  ['fast', null],
  [null, null],
])('latency %p reads as %p', (written, ms) => {
  expect(parseLatency(written)).toBe(ms);
});
