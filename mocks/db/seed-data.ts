import type { Job } from './types';

/** The demo world: accounts and songs (docs/api.md "Seed"). */
export interface SeedUser {
  loginId: string;
  name: string;
  job: Job;
  birth: string;
  cash: number;
}

export const USERS: SeedUser[] = [
  { loginId: 'borrower1', name: '김대출', job: 'FREELANCER', birth: '1992-03-14', cash: 2_000_000 },
  { loginId: 'investor1', name: '이투자', job: 'COMPANY', birth: '1988-11-02', cash: 300_000_000 },
  {
    loginId: 'borrower2',
    name: '박작곡',
    job: 'PROFESSIONAL',
    birth: '1985-07-21',
    cash: 5_000_000,
  },
  {
    loginId: 'investor2',
    name: '최저축',
    job: 'PUBLIC_OFFICIAL',
    birth: '1979-01-09',
    cash: 300_000_000,
  },
];

/**
 * How each seed song stands "now". Dates are relative to the seed instant so countdowns and
 * overdue days are live:
 *  - open: funding requested `daysAgo` days ago (closes ~1 month after), `funded` ‰ invested;
 *  - running: the loan started `startMonthsAgo` months + `startDaysAgo` days ago, the first
 *    `paidRounds` rounds repaid (round `latePaidRound` paid 3 days late), later past rounds unpaid.
 */
export type Plan =
  | { kind: 'registered' }
  | { kind: 'open'; ltvBps: number; rounds: number; daysAgo: number; funded: [string, number][] }
  | {
      kind: 'running';
      ltvBps: number;
      rounds: number;
      startMonthsAgo: number;
      startDaysAgo: number;
      lenders: [string, number][];
      paidRounds: number;
      latePaidRound?: number;
    };

export interface SeedSong {
  owner: string;
  title: string;
  singers: string[];
  composers: string[];
  lyricists: string[];
  links: number;
  isRegistered: boolean;
  rateBps: number;
  plan: Plan;
}

export const SONGS: SeedSong[] = [
  {
    owner: 'borrower1',
    title: '한강의 새벽',
    singers: ['윤하늘'],
    composers: ['김대출'],
    lyricists: ['김대출'],
    links: 1,
    isRegistered: false,
    rateBps: 1000,
    plan: { kind: 'registered' },
  },
  {
    owner: 'borrower1',
    title: '여름밤 산책',
    singers: ['윤하늘', '서유리'],
    composers: ['김대출'],
    lyricists: ['서유리'],
    links: 2,
    isRegistered: true,
    rateBps: 900,
    plan: { kind: 'registered' },
  },
  {
    owner: 'borrower1',
    title: '별빛 정류장',
    singers: ['윤하늘'],
    composers: ['김대출', '한결'],
    lyricists: ['한결'],
    links: 2,
    isRegistered: false,
    rateBps: 1200,
    plan: { kind: 'open', ltvBps: 6000, rounds: 12, daysAgo: 10, funded: [['investor2', 400]] },
  },
  {
    owner: 'borrower1',
    title: '푸른 고래',
    singers: ['바다소년'],
    composers: ['김대출'],
    lyricists: ['김대출'],
    links: 3,
    isRegistered: true,
    rateBps: 1000,
    plan: {
      kind: 'running',
      ltvBps: 5000,
      rounds: 6,
      startMonthsAgo: 3,
      startDaysAgo: 12,
      lenders: [
        ['investor1', 600],
        ['investor2', 400],
      ],
      paidRounds: 2,
      latePaidRound: 2,
    },
  },
  {
    owner: 'borrower1',
    title: '골목길 라디오',
    singers: ['오후세시'],
    composers: ['김대출'],
    lyricists: ['오후세시'],
    links: 1,
    isRegistered: false,
    rateBps: 1300,
    plan: {
      kind: 'running',
      ltvBps: 6500,
      rounds: 12,
      startMonthsAgo: 0,
      startDaysAgo: 20,
      lenders: [['investor1', 1000]],
      paidRounds: 0,
    },
  },
  {
    owner: 'borrower2',
    title: '첫눈 오는 날',
    singers: ['겨울아이'],
    composers: ['박작곡'],
    lyricists: ['박작곡', '겨울아이'],
    links: 2,
    isRegistered: false,
    rateBps: 1400,
    plan: {
      kind: 'open',
      ltvBps: 6500,
      rounds: 3,
      daysAgo: 25,
      funded: [
        ['investor2', 500],
        ['investor1', 250],
      ],
    },
  },
  {
    owner: 'borrower2',
    title: '도시의 불빛',
    singers: ['네온'],
    composers: ['박작곡'],
    lyricists: ['네온'],
    links: 3,
    isRegistered: true,
    rateBps: 800,
    plan: { kind: 'open', ltvBps: 4000, rounds: 12, daysAgo: 5, funded: [['investor2', 100]] },
  },
  {
    owner: 'borrower2',
    title: '바다 건너 편지',
    singers: ['하람'],
    composers: ['박작곡'],
    lyricists: ['하람'],
    links: 1,
    isRegistered: false,
    rateBps: 1100,
    plan: { kind: 'open', ltvBps: 5500, rounds: 6, daysAgo: 2, funded: [] },
  },
  {
    owner: 'borrower2',
    title: '라일락 향기',
    singers: ['봄비', '하람'],
    composers: ['박작곡'],
    lyricists: ['봄비'],
    links: 2,
    isRegistered: true,
    rateBps: 900,
    plan: {
      kind: 'open',
      ltvBps: 4500,
      rounds: 9,
      daysAgo: 26,
      funded: [
        ['investor2', 600],
        ['investor1', 300],
      ],
    },
  },
  {
    owner: 'borrower2',
    title: '은하수 자전거',
    singers: ['별지기'],
    composers: ['박작곡'],
    lyricists: ['별지기'],
    links: 2,
    isRegistered: false,
    rateBps: 1200,
    plan: {
      kind: 'running',
      ltvBps: 6000,
      rounds: 4,
      startMonthsAgo: 3,
      startDaysAgo: 5,
      lenders: [
        ['investor1', 500],
        ['investor2', 500],
      ],
      paidRounds: 1,
    },
  },
  {
    owner: 'borrower2',
    title: '새벽 세 시',
    singers: ['무드등'],
    composers: ['박작곡', '무드등'],
    lyricists: ['무드등'],
    links: 2,
    isRegistered: false,
    rateBps: 1300,
    plan: {
      kind: 'open',
      ltvBps: 6000,
      rounds: 12,
      daysAgo: 15,
      funded: [
        ['investor1', 300],
        ['investor2', 250],
      ],
    },
  },
  {
    owner: 'investor1',
    title: '봄의 왈츠',
    singers: ['이투자'],
    composers: ['이투자'],
    lyricists: ['이투자'],
    links: 1,
    isRegistered: false,
    rateBps: 1000,
    plan: { kind: 'registered' },
  },
];
