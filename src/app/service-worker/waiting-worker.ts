/** What the prompt needs of the worker that waits: workbox-window's `Workbox`. */
export interface WaitingWorker {
  messageSkipWaiting(): void;
}

let waiting: WaitingWorker | null = null;

/**
 * The new deploy's worker that waits (register-worker.ts hands it over). Its own module, so the
 * prompt's button does not bring the registration's code into the first download: that code runs
 * only once the page is idle after load.
 */
export function workerWaiting(worker: WaitingWorker): void {
  waiting = worker;
}

/** The person chose 새로고침: the waiting worker takes over, and every tab reloads once. */
export function acceptUpdate(): void {
  waiting?.messageSkipWaiting();
}
