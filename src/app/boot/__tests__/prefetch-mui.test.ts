import { prefetchMuiThemeLater } from '@/app/boot/load-screen';
import { AFTER_LOAD_DELAY_MS } from '@/shared/lib/when-idle-after-load';
import { provideMuiTheme, type MuiThemeScope } from '@/shared/ui/mui-theme-scope';

// After a first screen drawn without MUI, MUI's chunk downloads when the page is idle after load.
const scope: MuiThemeScope = { withMuiTheme: (component) => component };
let loads: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  loads = jest.fn(() => Promise.resolve(scope));
  provideMuiTheme(loads);
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'connection');
});

it('downloads MUI after the load, once the page is idle, not before', () => {
  prefetchMuiThemeLater();
  jest.advanceTimersByTime(AFTER_LOAD_DELAY_MS - 1);
  expect(loads).not.toHaveBeenCalled();
  // jsdom has no requestIdleCallback: the task runs when the delay ends.
  jest.advanceTimersByTime(1);
  expect(loads).toHaveBeenCalledTimes(1);
});

it('leaves it for the screen that needs it when the browser asks to save data', () => {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: { saveData: true },
  });
  prefetchMuiThemeLater();
  jest.advanceTimersByTime(AFTER_LOAD_DELAY_MS * 3);
  expect(loads).not.toHaveBeenCalled();
});

it('a failed download is no unhandled error', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  loads.mockImplementation(() => Promise.reject(new Error('offline')));
  prefetchMuiThemeLater();
  jest.advanceTimersByTime(AFTER_LOAD_DELAY_MS);
  expect(loads).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 10));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});
