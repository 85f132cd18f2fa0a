import { networkError, httpError, timeoutError } from '@/shared/api/api-error';
import { retriesByItself, retryPause } from '@/shared/hooks/use-retry-while-on-view';

test('the pause doubles with each failure in a row, from 1 s up to 30 s', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryPause)).toEqual([
    1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
  ]);
  // Before any failure is counted (the browser's word alone), the first pause.
  expect(retryPause(0)).toBe(1_000);
});

test('only the network and a lost answer are tried again by themselves', () => {
  expect(retriesByItself(networkError())).toBe(true);
  expect(retriesByItself(timeoutError())).toBe(true);
  expect(retriesByItself(httpError(502))).toBe(false);
  expect(retriesByItself(httpError(404))).toBe(false);
  expect(retriesByItself(new Error('a bug'))).toBe(false);
});
