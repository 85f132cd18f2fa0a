import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { registerServiceWorker } from '@/app/service-worker/register-worker';
import { renderApp } from '@/test/render-app';

/** workbox-window's Workbox, as far as the app uses it: events, register, skip waiting. */
class FakeWorkbox {
  static last: FakeWorkbox;
  /** The browser refuses the next registration (a private window, a policy). */
  static refuse = false;
  listeners = new Map<string, () => void>();
  register = jest.fn(async () => {
    if (FakeWorkbox.refuse) throw new TypeError('blocked');
  });
  messageSkipWaiting = jest.fn();
  constructor(readonly url: string) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  emit(type: string) {
    this.listeners.get(type)?.();
  }
}
jest.mock('workbox-window', () => ({ Workbox: jest.fn((url: string) => new FakeWorkbox(url)) }));

/** The browser's worker container: who controls the page, and its controllerchange listeners. */
function fakeServiceWorkers({ controlled }: { controlled: boolean }) {
  const listeners: Array<() => void> = [];
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: controlled ? {} : null,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    },
  });
  return { controllerChange: () => listeners.forEach((listener) => listener()) };
}

const reload = jest.fn();
afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

async function openHomeWithWorker(controlled = true) {
  const workers = fakeServiceWorkers({ controlled });
  const view = renderApp('/main');
  await screen.findByRole('heading', { name: '많은 사람들이 투자했어요' });
  await act(() => registerServiceWorker(view.store.dispatch, reload));
  expect(FakeWorkbox.last.url).toBe('/sw.js');
  expect(FakeWorkbox.last.register).toHaveBeenCalledTimes(1);
  return { ...view, workers, workbox: FakeWorkbox.last };
}

it('says nothing while no new version waits', async () => {
  await openHomeWithWorker();
  expect(screen.queryByText('새 버전이 있어요')).not.toBeInTheDocument();
});

it('asks once a new version waits; 새로고침 hands over to it and the page reloads once', async () => {
  const { workers, workbox } = await openHomeWithWorker();
  act(() => workbox.emit('waiting'));
  expect(await screen.findByText('새 버전이 있어요')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '새로고침' }));
  expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('새 버전이 있어요')).not.toBeInTheDocument();
  // The new worker takes over: this tab (and every other) reloads, once.
  workers.controllerChange();
  workers.controllerChange();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('나중에 keeps the page as it is, and the next visit asks again', async () => {
  const { workbox } = await openHomeWithWorker();
  act(() => workbox.emit('waiting'));
  await userEvent.click(await screen.findByRole('button', { name: '나중에' }));
  expect(screen.queryByText('새 버전이 있어요')).not.toBeInTheDocument();
  expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();
  // The page still works: a filter still filters.
  await userEvent.click(screen.getByRole('button', { name: '고수익' }));
  expect(screen.getByRole('button', { name: '고수익' })).toHaveAttribute('aria-pressed', 'true');

  // Next visit: workbox-window reports the worker that was already waiting.
  const next = await openHomeWithWorker();
  act(() => next.workbox.emit('waiting'));
  expect(await screen.findAllByText('새 버전이 있어요')).not.toHaveLength(0);
});

it("does not reload when the first visit's worker takes the page over", async () => {
  const { workers } = await openHomeWithWorker(false);
  workers.controllerChange();
  expect(reload).not.toHaveBeenCalled();
  expect(screen.queryByText('새 버전이 있어요')).not.toBeInTheDocument();
});

it('works on without a worker when the browser refuses to register one', async () => {
  fakeServiceWorkers({ controlled: false });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const view = renderApp('/main');
  await screen.findByRole('heading', { name: '많은 사람들이 투자했어요' });
  FakeWorkbox.refuse = true;
  await act(() => registerServiceWorker(view.store.dispatch, reload));
  FakeWorkbox.refuse = false;
  expect(warn).toHaveBeenCalledWith('[service worker] not registered', expect.any(TypeError));
  expect(screen.queryByText('새 버전이 있어요')).not.toBeInTheDocument();
});
