/**
 * The DOM half of the test setup: Testing Library's waits, browser globals jsdom lacks, and the
 * demo backend (MSW) answering every call, reset after each test. jest.setup.ts loads it for every
 * test that has a DOM; pure tests (src/test/node-environment.cjs) skip it.
 */
import { configure } from '@testing-library/react';
import { File } from 'node:buffer';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { NetworkReadyState } from 'msw/experimental';
import { resetDb, setWorld } from '@mocks/db/store';
import { setDialect, setLongData, setUnreadableAmount } from '@mocks/handlers/dialect';
import { setHostileData } from '@mocks/handlers/hostile-data';
import { setMoneyAnswer } from '@mocks/handlers/money-answer';
import { server } from '@mocks/node';
import { holdToContract } from './contract-watch';
import { forgetSavedFiles } from './saved-files';
import { sweepTelemetry } from './telemetry-sweep';

// findBy*/waitFor give up after 10 s instead of 1 s. A wait ends as soon as the screen shows what
// it waits for (a fraction of a second when the machine is idle); the bound only decides how long
// a failing test takes to say so, and must hold when every core is busy (scripts/
// test-under-load.sh). No test asserts on time.
configure({ asyncUtilTimeout: 10_000 });

// jest-fixed-jsdom gives Node's FormData and Blob but leaves jsdom's File, which Node's FormData
// rejects; use Node's File so uploads are built exactly as in a browser.
globalThis.File = File as unknown as typeof globalThis.File;

// Node's FormData cannot read a <form>, as a browser's does: React 19 reads the form when its submit
// starts a transition (a search that navigates). The form's named, enabled fields, as a browser
// sends them (files aside: no form of ours posts one).
class FormDataOfForm extends FormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const field of Array.from(form?.elements ?? []) as HTMLInputElement[]) {
      const skipped =
        field.type === 'file' ||
        ((field.type === 'checkbox' || field.type === 'radio') && !field.checked);
      if (field.name && !field.disabled && !skipped && 'value' in field) {
        this.append(field.name, field.value);
      }
    }
  }
}
globalThis.FormData = FormDataOfForm as unknown as typeof globalThis.FormData;

// jsdom has no MessageChannel; the boot script and main.tsx yield to the browser with one
// (shared/lib/next-task.ts). Node's has the same API and delivers in a later turn of its loop.
globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof globalThis.MessageChannel;

// jsdom has no scrolling; the layout scrolls to top on every route change.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
// jsdom has no layout to scroll either (a list's jump to a month, VirtualList).
Element.prototype.scrollIntoView = jest.fn();

// jsdom has no Web Animations; home's countdown digits are animations (features/home/components/
// Countdown.tsx). A stand-in that draws nothing: a test of the animations spies on it.
Element.prototype.animate = function animate() {
  return { startTime: null, cancel() {} } as unknown as Animation;
};

// jsdom has no canvas: every screen with the signature pad draws a stand-in with the same API.
jest.mock('react-signature-canvas', () => jest.requireActual('./signature-canvas-stub'));
// MUI's touch ripple draws nothing in jsdom, and its real-clock exit timer raced act() under load.
jest.mock('@mui/material/ButtonBase/TouchRipple', () => ({
  __esModule: true,
  default: jest.requireActual('./touch-ripple-stub').default,
}));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
holdToContract();
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  // Every test starts from the demo seed in the canonical dialect, whatever the previous one did.
  setWorld('demo');
  resetDb();
  setDialect('canonical');
  setLongData(false);
  setUnreadableAmount(false);
  setHostileData(false);
  setMoneyAnswer({ kind: 'normal' });
  sessionStorage.clear();
  forgetSavedFiles();
});
// A file that serves the demo over real HTTP has closed it already (scripts/__tests__/mock-server-harness.ts).
afterAll(() => {
  if (server.readyState === NetworkReadyState.ENABLED) server.close();
});

sweepTelemetry();
