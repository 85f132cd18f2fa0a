import type { SeedSong } from './types';

/**
 * Open loans for browsing (search, the watchlist): titles and singers in Hangul, Latin and both.
 * None changes what home or its filters show: 7 or 8 rounds (neither short nor long), under 11 %
 * (not high-return), more than half the value lent (not low-risk), funded under 75 % (not among
 * the popular two) and agreed over 10 days ago (not among the recent three).
 */
const BROWSE: Array<[title: string, singers: string[], daysAgo: number, fundedPermille: number]> = [
  ['밤하늘 비행', ['Moonwalker'], 11, 350],
  ['Blue Hour', ['새벽달'], 12, 0],
  ['사계절의 노래', ['김하늘'], 13, 600],
  ['Neon 서울', ['LUNA'], 14, 200],
  ['봄날의 기억', ['이서연', 'J.Kim'], 16, 450],
  ['City Lights', ['The Harbor'], 17, 100],
  ['바람의 언덕', ['소리새'], 18, 700],
  ['별빛 아래서', ['윤하늘'], 19, 250],
  ['Summer Rain', ['한여름'], 20, 500],
  ['우리들의 시간', ['Crew 7'], 21, 50],
  ['달콤한 오후', ['카페라떼'], 22, 650],
  ['Midnight 드라이브', ['오토바이'], 23, 300],
  ['고요한 숲', ['이슬'], 24, 150],
  ['첫사랑 (Acoustic)', ['하람'], 26, 550],
  ['Hello, 부산', ['바다소년'], 27, 400],
  ['눈꽃 엔딩', ['겨울아이'], 28, 0],
];

/** artist1's open loans for browsing, as seed songs (seed-data.ts lists them after the demo's). */
export const browseSongs = (): SeedSong[] =>
  BROWSE.map(([title, singers, daysAgo, fundedPermille], i): SeedSong => ({
    owner: 'artist1',
    title,
    singers,
    composers: ['정음반'],
    lyricists: ['정음반'],
    links: 1 + (i % 3),
    isRegistered: i % 2 === 0,
    rateBps: 700 + (i % 4) * 100,
    plan: {
      kind: 'open',
      ltvBps: 5500 + (i % 4) * 500,
      rounds: 7 + (i % 2),
      daysAgo,
      funded: fundedPermille > 0 ? [['investor3', fundedPermille]] : [],
    },
  }));
