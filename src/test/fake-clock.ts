import { act } from '@testing-library/react';

/**
 * Fakes setTimeout and Date only: promises, MSW's requests and React's scheduling keep running,
 * so a test can move a screen's clock past a timeout or a re-check pause without waiting for it.
 * Undo with `jest.useRealTimers()`.
 */
export function fakeTheClock(): void {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
}

/** Moves the fake clock on by `ms`, letting every request and render it starts settle. */
export const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
