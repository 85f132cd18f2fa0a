import type { SeedSong } from './types';

/**
 * The demo's world at a platform's size (docs/api.md "A world of any size"): `?world=1000` in the
 * browser demo or `MOCK_WORLD=1000` for `npm run mock:server` adds 1,000 open loans and 100 running
 * ones that borrower1 borrowed and investor1 lent; `5000`, 5,000 and 500 (6,000 rounds a side).
 * Everything is derived from the loan's number, so every start serves the same world.
 */
export const WORLD_SIZES = {
  demo: { open: 0, held: 0 },
  '1000': { open: 1_000, held: 100 },
  '5000': { open: 5_000, held: 500 },
} as const;
export type WorldName = keyof typeof WORLD_SIZES;

export const isWorldName = (value: unknown): value is WorldName =>
  typeof value === 'string' && Object.keys(WORLD_SIZES).includes(value);

/** Where the browser demo remembers the chosen world. */
export const WORLD_KEY = 'demoWorld';

const MOODS = ['푸른', '고요한', '눈부신', '따뜻한', '낯선', '비 오는', '잠든', 'Golden', 'Silver'];
const PLACES = ['새벽', '골목', '바다', '정류장', '언덕', '숲길', '옥상', 'Highway', 'Garden'];
const THINGS = ['노래', '편지', '산책', '기억', '왈츠', '라디오', 'Dream', 'Letter', '불빛'];
const FAMILY = ['김', '이', '박', '최', '정', '한', '윤', '서', '오', '강', '조', '임'];
const GIVEN = ['하늘', '바다', '서윤', '지호', '은비', '도윤', '나래', '시우', '별', '솔'];
const BANDS = ['Crew', 'Harbor', 'Nova', 'Orbit', 'Lumen'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length];

/** "푸른 정류장의 편지 0412": unique by its number, searchable by its words. */
export function largeTitle(n: number): string {
  const words = `${pick(MOODS, n)} ${pick(PLACES, Math.floor(n / 9))}의 ${pick(THINGS, Math.floor(n / 81))}`;
  return `${words} ${String(n).padStart(4, '0')}`;
}

/** One or two singers: a person's name or a band's, numbered so that many share a name's words. */
export function largeSingers(n: number): string[] {
  const person = `${pick(FAMILY, n)}${pick(GIVEN, Math.floor(n / 12))}`;
  return n % 5 === 0 ? [person, `${pick(BANDS, n)} ${n % 97}`] : [person];
}

/** A cover the server hosts (mocks/handlers/covers.ts): a short address, as a real API sends. */
export const largeCoverUrl = (n: number) => `/api/v1/demo/covers/${n % 12}.svg`;

function song(n: number, owner: string, plan: SeedSong['plan']): SeedSong {
  return {
    owner,
    title: largeTitle(n),
    singers: largeSingers(n),
    composers: [`${pick(FAMILY, n + 3)}${pick(GIVEN, n + 1)}`],
    lyricists: [`${pick(FAMILY, n + 5)}${pick(GIVEN, n + 4)}`],
    links: 1 + (n % 3),
    isRegistered: n % 3 === 0,
    rateBps: 600 + (n % 9) * 100,
    coverUrl: largeCoverUrl(n),
    plan,
  };
}

/**
 * The songs a world adds to the demo's: `open` loans funding now (artist1's, part-funded by
 * investor3), then `held` running loans of borrower1 fully lent by investor1, started 0-11
 * months ago with their past rounds repaid, and one in seven a round behind.
 */
/** What the world's lenders and borrower start with on top of the demo's, to fund and repay it. */
export const largeWorldCash = (name: WorldName) =>
  (WORLD_SIZES[name].open + WORLD_SIZES[name].held) * 40_000_000;

export function largeWorldSongs(name: WorldName): SeedSong[] {
  const { open, held } = WORLD_SIZES[name];
  const songs: SeedSong[] = [];
  for (let n = 1; n <= open; n += 1) {
    const funded = (n * 37) % 900;
    songs.push(
      song(n, 'artist1', {
        kind: 'open',
        ltvBps: 4000 + (n % 7) * 500,
        rounds: 1 + (n % 12),
        daysAgo: n % 29,
        funded: funded >= 100 ? [['investor3', funded]] : [],
      }),
    );
  }
  for (let k = 1; k <= held; k += 1) {
    const n = open + k;
    const startMonthsAgo = k % 12;
    // Every round due by now is paid, but one in seven loans is one round behind.
    const due = Math.min(12, startMonthsAgo);
    const paidRounds = k % 7 === 0 ? Math.max(0, due - 1) : due;
    songs.push(
      song(n, 'borrower1', {
        kind: 'running',
        ltvBps: 4000 + (k % 6) * 500,
        rounds: 12,
        startMonthsAgo,
        startDaysAgo: 1 + (k % 27),
        lenders: [['investor1', 1000]],
        paidRounds,
      }),
    );
  }
  return songs;
}
