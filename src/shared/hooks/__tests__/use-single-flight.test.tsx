import { act, renderHook } from '@testing-library/react';
import { SLOW_AFTER_MS, useSingleFlight } from '@/shared/hooks/use-single-flight';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function pending() {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

test('runs one task at a time: a second tap while the first runs does nothing', async () => {
  const { result } = renderHook(() => useSingleFlight());
  const first = pending();
  const task = jest.fn(() => first.promise);
  let outcomes: Array<Promise<string | undefined>> = [];
  act(() => {
    outcomes = [result.current.run(task), result.current.run(task)];
  });
  expect(task).toHaveBeenCalledTimes(1);
  expect(result.current.busy).toBe(true);
  await act(async () => first.resolve('sent'));
  expect(await Promise.all(outcomes)).toEqual(['sent', undefined]);
  expect(result.current.busy).toBe(false);
});

test('says it is slow only after SLOW_AFTER_MS, and stops saying so when done', async () => {
  const { result } = renderHook(() => useSingleFlight());
  const work = pending();
  act(() => void result.current.run(() => work.promise));
  act(() => jest.advanceTimersByTime(SLOW_AFTER_MS - 1));
  expect(result.current.slow).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.slow).toBe(true);
  await act(async () => work.resolve('sent'));
  expect(result.current).toMatchObject({ busy: false, slow: false });
});

test('once finished, a late tap sends nothing', async () => {
  const { result } = renderHook(() => useSingleFlight());
  const task = jest.fn(() => Promise.resolve('sent'));
  await act(async () => {
    await result.current.run(async () => {
      result.current.finish();
      return task();
    });
  });
  await act(async () => {
    expect(await result.current.run(task)).toBeUndefined();
  });
  expect(task).toHaveBeenCalledTimes(1);
});
