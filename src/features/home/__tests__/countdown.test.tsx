import { act, screen, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import {
  countdownWheels,
  formatCountdown,
  spokenCountdown,
  type CountdownWheel,
} from '@/features/home/countdown';
import { answerContracts, listItem } from './home-test-utils';
// Loaded up front: the route's lazy import then resolves at once instead of counting against the
// first test's waits on a busy machine.
import '@/features/home/pages/HomePage';

// Captured before any test fakes the clocks: lets real I/O run while the fake clock stands still.
const realSetTimeout = globalThis.setTimeout;
const NOW = Date.parse('2026-11-21T00:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('formatCountdown', () => {
  it.each([
    [3_000, '00:00:03 남음'],
    [3_999, '00:00:03 남음'],
    [999, '00:00:00 남음'],
    [(26 * 3600 + 3 * 60 + 4) * 1000, '1일 02:03:04 남음'],
    [0, '모집 마감'],
    [-5_000, '모집 마감'],
  ])('%i ms before the end shows %s', (left, text) => {
    expect(formatCountdown(at(left), NOW)).toBe(text);
  });

  it('shows an unreadable time as a dash', () => {
    expect(formatCountdown('soon', NOW)).toBe('-');
  });
});

const DAY = 86_400_000;

/**
 * What a wheel shows at wall time `t`, as the browser draws a `steps(n, end)` animation that
 * starts at `startAt`, repeats `iterations` times and then holds its last frame.
 */
function shownAt(wheel: CountdownWheel, t: number) {
  const steps = wheel.lines.length - 1;
  const period = wheel.stepMs * steps;
  const elapsed = t - wheel.startAt;
  if (elapsed < 0) throw new Error('the wheel starts after now');
  if (elapsed >= period * wheel.iterations) return wheel.lines[steps];
  return wheel.lines[Math.floor((elapsed % period) / wheel.stepMs)];
}

describe('countdown wheels (the digits the compositor turns)', () => {
  it.each([
    ['3.5 seconds', 3_500],
    ['61 seconds', 61_000],
    ['1 day 02:03:04.5', (26 * 3600 + 3 * 60 + 4) * 1000 + 500],
    ['exactly 2 days', 2 * DAY],
    ['2 days and a quarter of a second', 2 * DAY + 250],
  ])('show what the ticking text shows at every second of %s', (_, left) => {
    const end = NOW + left;
    const wheels = countdownWheels(end, NOW);
    // The card makes the day wheel again once the day count has changed (its minute timer).
    let dayWheel = wheels.days;
    let madeFor = Math.floor(left / DAY);
    const mismatches: string[] = [];
    // Every second from now to the deadline, as it starts and just before it ends.
    for (let t = NOW; t < end; t += 1000) {
      for (const at of [t, t + 999].filter((x) => x < end)) {
        const text = [
          dayWheel ? shownAt(dayWheel, at) : '',
          shownAt(wheels.hours, at),
          ':',
          shownAt(wheels.minuteTens, at),
          shownAt(wheels.minutes, at),
          ':',
          shownAt(wheels.secondTens, at),
          shownAt(wheels.seconds, at),
          ' 남음',
        ].join('');
        if (text !== formatCountdown(new Date(end).toISOString(), at))
          mismatches.push(`${at - NOW}: ${text}`);
      }
      const days = Math.floor((end - t - 1000) / DAY);
      if (days !== madeFor) {
        madeFor = days;
        dayWheel = countdownWheels(end, t + 1000).days;
      }
      if (mismatches.length > 3) break;
    }
    expect(mismatches).toEqual([]);
    // At the deadline every wheel rests on zero until the card shows the ended text.
    expect([
      shownAt(wheels.hours, end),
      shownAt(wheels.minutes, end),
      shownAt(wheels.seconds, end),
    ]).toEqual(['00', '0', '0']);
  });

  it.each([
    [59_000, '1분 미만 남음'],
    [60_000, '1분 남음'],
    [(2 * 3600 + 5 * 60 + 59) * 1000, '2시간 5분 남음'],
    [(26 * 3600 + 3 * 60 + 4) * 1000, '1일 2시간 3분 남음'],
    [DAY + 30_000, '1일 0시간 0분 남음'],
    [0, '모집 마감'],
  ])('%i ms before the end are read out as %s', (left, words) => {
    expect(spokenCountdown(new Date(NOW + left).toISOString(), NOW)).toBe(words);
  });
});

/**
 * Waits for the list while the fake clock barely moves (findBy* would advance it 50 ms per poll):
 * real I/O runs between rounds until the element appears.
 */
async function untilShown(query: () => HTMLElement | null) {
  for (let attempt = 0; attempt < 500 && !query(); attempt += 1) {
    await act(async () => {
      // The request pipeline's short timers run; the clock creeps by 1 ms per round only, far
      // from the next whole second (expirations below sit half a second off the ticks).
      jest.advanceTimersByTime(1);
      await new Promise<void>((resolve) => realSetTimeout(resolve, 0));
    });
  }
}

/** Home with these contracts, once its popular list is shown; returns that list's cards by name. */
async function openHomeWith(items: Parameters<typeof answerContracts>[0]) {
  answerContracts(items);
  renderApp('/main');
  await untilShown(() => screen.queryByRole('region', { name: '많은 사람들이 투자했어요' }));
  const popular = screen.getByRole('region', { name: '많은 사람들이 투자했어요' });
  return (name: string) => within(popular).getByRole('article', { name });
}

describe('home countdowns', () => {
  beforeEach(() => {
    // Only the clocks are faked: MSW and React still need real microtasks and immediates.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    jest.setSystemTime(NOW);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('tick every second from one shared timer and show the ended state once past', async () => {
    const setIntervalSpy = jest.spyOn(window, 'setInterval');
    const card = await openHomeWith([
      listItem(1, { expirationTime: at(3_500), progress: '90' }),
      listItem(2, { expirationTime: at((26 * 3600 + 3 * 60 + 4) * 1000 + 500), progress: '80' }),
      listItem(3, { expirationTime: at(60_000), progress: '10' }),
    ]);
    const soon = card('노래 1');
    const later = card('노래 2');
    expect(within(soon).getByText('00:00:03 남음')).toBeInTheDocument();
    expect(within(later).getByText('1일 02:03:04 남음')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(within(soon).getByText('00:00:02 남음')).toBeInTheDocument();
    expect(within(later).getByText('1일 02:03:03 남음')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(3000));
    expect(within(soon).getByText('모집 마감')).toBeInTheDocument();
    expect(within(later).getByText('1일 02:03:00 남음')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(5000));
    expect(within(soon).getByText('모집 마감')).toBeInTheDocument();

    // Five cards (two sections) tick together from a single 1-second interval.
    expect(screen.getAllByText(/남음$|모집 마감/)).toHaveLength(5);
    const secondTimers = setIntervalSpy.mock.calls.filter(([, delay]) => delay === 1000);
    expect(secondTimers).toHaveLength(1);
  });
  it('a card scrolled out of view stops ticking and shows the right time when it is back', async () => {
    // The browser reports what is on screen through IntersectionObserver (jsdom has none).
    const observed = new Map<Element, (onScreen: boolean) => void>();
    window.IntersectionObserver = class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.set(target, (onScreen) =>
          this.report(
            [{ target, isIntersecting: onScreen } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const card = await openHomeWith([
        listItem(1, { expirationTime: at(60_500), progress: '90' }),
        listItem(2, { expirationTime: at(120_500), progress: '80' }),
      ]);
      const first = card('노래 1');
      const second = card('노래 2');
      const scroll = (card: HTMLElement, onScreen: boolean) => {
        const [, report] = [...observed].find(([target]) => card.contains(target)) ?? [];
        act(() => report?.(onScreen));
      };

      scroll(second, false);
      act(() => jest.advanceTimersByTime(3000));
      expect(within(first).getByText('00:00:57 남음')).toBeInTheDocument();
      expect(within(second).getByText('00:02:00 남음')).toBeInTheDocument();

      scroll(second, true);
      expect(within(second).getByText('00:01:57 남음')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(within(second).getByText('00:01:56 남음')).toBeInTheDocument();
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  describe('where the browser can turn the digits itself (Web Animations)', () => {
    const animate = jest.fn();
    beforeEach(() => {
      animate.mockReset();
      animate.mockImplementation(() => ({ startTime: null, cancel: jest.fn() }));
      Element.prototype.animate = animate as unknown as typeof Element.prototype.animate;
    });
    afterEach(() => {
      delete (Element.prototype as { animate?: unknown }).animate;
    });

    it('turn the digits with no timer each second, read the time to the minute, and end on time', async () => {
      const setIntervalSpy = jest.spyOn(window, 'setInterval');
      const card = await openHomeWith([
        listItem(1, { expirationTime: at(90_500), progress: '90' }),
        listItem(2, { expirationTime: at((26 * 3600 + 3 * 60 + 4) * 1000 + 500), progress: '80' }),
      ]);
      const soon = card('노래 1');
      const later = card('노래 2');
      expect(within(soon).getByText('1분 남음')).toBeInTheDocument();
      expect(within(later).getByText('1일 2시간 3분 남음')).toBeInTheDocument();
      // The digits are drawn for the eye only, by animations pinned to the deadline.
      const seconds = animate.mock.calls.filter(
        ([, timing]) => timing.easing === 'steps(10, end)' && timing.duration === 10_000,
      );
      expect(seconds.length).toBeGreaterThanOrEqual(2);
      const pinned = animate.mock.results.map(
        (result) => (result.value as { startTime: number }).startTime,
      );
      expect(pinned.every((startTime) => typeof startTime === 'number')).toBe(true);
      expect(setIntervalSpy.mock.calls.filter(([, delay]) => delay === 1000)).toHaveLength(0);

      act(() => jest.advanceTimersByTime(31_000));
      expect(within(soon).getByText('1분 미만 남음')).toBeInTheDocument();
      expect(within(later).getByText('1일 2시간 2분 남음')).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(60_000));
      expect(within(soon).getByText('모집 마감')).toBeInTheDocument();
      expect(within(later).getByText('1일 2시간 1분 남음')).toBeInTheDocument();
    });
  });
});
