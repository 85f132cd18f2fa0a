import { act, screen, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { formatCountdown } from '@/features/home/countdown';
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
});
