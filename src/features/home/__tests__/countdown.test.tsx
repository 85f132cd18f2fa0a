import { clockTicking } from '@/shared/lib/clock';
import { act, screen, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import {
  countdownWheels,
  dayWheel,
  daysLeft,
  formatCountdown,
  nextWordsChange,
  spokenCountdown,
  type CountdownWheel,
} from '@/features/home/countdown';
import { answerContracts, listItem } from './home-test-utils';
// Loaded up front: the route's lazy import then resolves at once instead of counting against the
// first test's waits on a busy machine.
import '@/features/home/pages/HomePage';
import { expectWarnings } from '@/test/console';

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
    let dayColumn = dayWheel(end, daysLeft(end, NOW));
    let madeFor = Math.floor(left / DAY);
    const mismatches: string[] = [];
    // Every second from now to the deadline, as it starts and just before it ends.
    for (let t = NOW; t < end; t += 1000) {
      for (const at of [t, t + 999].filter((x) => x < end)) {
        const text = [
          dayColumn ? shownAt(dayColumn, at) : '',
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
        dayColumn = dayWheel(end, daysLeft(end, t + 1000));
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

  it.each([
    [90_500, 30_500],
    [59_500, 59_500],
    [(26 * 3600 + 3 * 60 + 4) * 1000 + 500, 4_500],
  ])('%i ms before the end, the words next change in %i ms', (left, wait) => {
    const end = new Date(NOW + left).toISOString();
    expect(nextWordsChange(end, NOW) - NOW).toBe(wait);
    // Just after that moment the words are different; just before, the same.
    expect(spokenCountdown(end, NOW + wait + 1)).not.toBe(spokenCountdown(end, NOW + wait - 1));
  });

  it('never wakes the clock for an ended or unreadable time', () => {
    expect(nextWordsChange(new Date(NOW - 1).toISOString(), NOW)).toBe(Infinity);
    expect(nextWordsChange('soon', NOW)).toBe(Infinity);
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
    // The page's performance clock stays real: animations are timed on it (performance.timeOrigin).
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'performance'],
    });
    jest.setSystemTime(NOW);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('turn their digits with no timer each second, read the time to the minute, and end on time', async () => {
    expectWarnings('[contractListSchema] contracts[].expirationTime: missing');
    const animate = jest.spyOn(Element.prototype, 'animate');
    const setIntervalSpy = jest.spyOn(window, 'setInterval');
    const soonEnd = NOW + 90_500;
    const card = await openHomeWith([
      listItem(1, { expirationTime: new Date(soonEnd).toISOString(), progress: '90' }),
      listItem(2, { expirationTime: at((26 * 3600 + 3 * 60 + 4) * 1000 + 500), progress: '80' }),
      listItem(3, { expirationTime: 'soon', progress: '10' }),
    ]);
    const soon = card('노래 1');
    const later = card('노래 2');
    expect(within(soon).getByText('1분 남음')).toBeInTheDocument();
    expect(within(later).getByText('1일 2시간 3분 남음')).toBeInTheDocument();
    // An unreadable time: a dash, and nothing to turn.
    const recent = screen.getByRole('region', { name: '최근 등록된 계약' });
    expect(
      within(within(recent).getByRole('article', { name: '노래 3' })).getByText('-'),
    ).toBeInTheDocument();

    // The digits are for the eye only (the words above are what a screen reader reads), drawn by
    // animations whose clock is pinned to the deadline: the seconds of the first card turn one
    // step a second from a start a whole number of 10-second turns before its end.
    const secondWheels = animate.mock.calls
      .map(([, timing], i) => ({
        timing: typeof timing === 'object' ? timing : {},
        animation: animate.mock.results[i].value,
      }))
      .filter(({ timing }) => timing.easing === 'steps(10, end)' && timing.duration === 10_000);
    // Both cards, in both sections.
    expect(secondWheels).toHaveLength(4);
    const soonSeconds = secondWheels.filter(({ timing }) => timing.iterations === 10);
    expect(soonSeconds).toHaveLength(2);
    for (const { animation } of soonSeconds) {
      const startsAt = performance.timeOrigin + Number(animation.startTime);
      expect(Math.round(soonEnd - startsAt + 1)).toBe(100_000);
    }
    expect(setIntervalSpy.mock.calls.filter(([, delay]) => delay === 1000)).toHaveLength(0);

    // The words follow the page's one clock, which wakes when the soonest of them changes.
    act(() => jest.advanceTimersByTime(31_000));
    expect(within(soon).getByText('1분 미만 남음')).toBeInTheDocument();
    expect(within(later).getByText('1일 2시간 2분 남음')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(60_000));
    expect(within(soon).getByText('모집 마감')).toBeInTheDocument();
    expect(within(later).getByText('1일 2시간 1분 남음')).toBeInTheDocument();
  });

  it('tick from one clock that stops while the tab is hidden and catches up when it is back', async () => {
    const card = await openHomeWith([
      listItem(1, { expirationTime: at(10 * 60_000 + 500), progress: '90' }),
      listItem(2, { expirationTime: at(20 * 60_000 + 500), progress: '80' }),
    ]);
    expect(clockTicking()).toBe(true);
    // One timer for every card on the page, set for the soonest change of their words: over three
    // minutes, a wake a minute for each card, not one a second.
    const timeouts = jest.spyOn(window, 'setTimeout');
    act(() => jest.advanceTimersByTime(3 * 60_000));
    const wakes = () => timeouts.mock.calls.filter(([, delay]) => (delay ?? 0) <= 60_020).length;
    expect(wakes()).toBeLessThanOrEqual(7);
    expect(within(card('노래 1')).getByText('7분 남음')).toBeInTheDocument();

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(clockTicking()).toBe(false);
    timeouts.mockClear();
    act(() => jest.advanceTimersByTime(5 * 60_000));
    expect(wakes()).toBe(0);
    // Nothing ran while hidden: the words are those of when the tab was left.
    expect(within(card('노래 1')).getByText('7분 남음')).toBeInTheDocument();

    visibility.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(within(card('노래 1')).getByText('2분 남음')).toBeInTheDocument();
    expect(within(card('노래 2')).getByText('12분 남음')).toBeInTheDocument();
    expect(clockTicking()).toBe(true);
  });
});
