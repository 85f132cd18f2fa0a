/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import {
  contractById,
  contractOfCopyright,
  copyrightById,
  invest,
  nextExpiry,
  startLoan,
  submitAgreement,
  sweepExpired,
} from '@mocks/db/lending';
import { registerNft } from '@mocks/db/nfts';
import { confirmedContracts } from '@mocks/db/settlement';
import { investInfo } from '@mocks/db/loan-views';
import { contractList } from '@mocks/db/views';
import { investorPlan } from '@/shared/lending/investor-rounds';
import { at, smallWorld } from './fixtures';

const START = at('2025-01-31T03:00:00Z'); // 2025-01-31 12:00 in Korea

function openWorld(loanAmount = 10_000_000, rounds = 3, now = at('2025-01-20T03:00:00Z')) {
  const state = smallWorld(now);
  submitAgreement(state, 101, 1, loanAmount, rounds, now);
  return state;
}

const contract = (state: ReturnType<typeof smallWorld>) => state.contracts[0];

describe('loan agreement', () => {
  it('opens funding for one month and refuses a second request', () => {
    const state = smallWorld();
    submitAgreement(state, 101, 1, 10_000_000, 3, START);
    expect(contract(state).status).toBe('INVESTING');
    expect(contract(state).terms?.expirationTime).toBe('2025-02-28T03:00:00.000Z');
    expect(() => submitAgreement(state, 101, 1, 10_000_000, 3, START)).toThrow(
      '이미 대출을 신청한 저작권입니다.',
    );
  });

  it.each([
    [9_999, 3, '최소 대출 금액은 10,000원입니다.'],
    [14_010_000, 3, '최대 대출 금액은 14,000,000원입니다.'],
    [100_000.5, 3, '양의 정수'],
    [1_000_000, 0, '1회부터 12회'],
    [1_000_000, 13, '1회부터 12회'],
    [1_000_000, 2.5, '1회부터 12회'],
    [0, 3, '양의 정수'],
    [-10_000, 3, '양의 정수'],
    ['1000000', 3, '양의 정수'],
    [1_000_000, '3', '1회부터 12회'],
  ])('refuses %p won over %p rounds', (amount, rounds, message) => {
    expect(() => submitAgreement(smallWorld(), 101, 1, amount, rounds, START)).toThrow(message);
  });

  it.each([
    [10_000, 3],
    [14_000_000, 12],
    [1_000_000, 1],
  ])('takes %p won over %p rounds, at the edges the rules allow', (amount, rounds) => {
    const state = smallWorld();
    submitAgreement(state, 101, 1, amount, rounds, START);
    expect(contract(state).terms).toMatchObject({ loanAmount: amount, repaymentCount: rounds });
  });

  it('refuses a new request on a loan already running', () => {
    const state = openWorld(1_000_000, 1);
    invest(state, 101, 2, 1_000_000, START);
    expect(() => submitAgreement(state, 101, 1, 1_000_000, 1, START)).toThrow(
      '이미 대출이 실행 중인 저작권입니다.',
    );
  });

  it('refuses someone who does not own the copyright', () => {
    expect(() => submitAgreement(smallWorld(), 101, 2, 1_000_000, 3, START)).toThrow(
      '본인이 등록한 저작권',
    );
  });
});

describe('investing', () => {
  const now = at('2025-01-25T03:00:00Z');

  it('gives the invest info ratios from the loan amount and rate', () => {
    const state = openWorld(10_000_000);
    expect(investInfo(state, 101)).toEqual({
      minimumLoanAmount: 10_000,
      maximumLoanAmount: 10_000_000,
      shareCalculationRatio: 100 / 10_000_000,
      interestCalculationRatio: 0.01,
    });
  });

  it.each([
    ['below the minimum', 9_999, 2, '최소 투자 금액은 10,000원입니다.'],
    [
      'above the remaining amount',
      10_000_001,
      2,
      '남은 모집 금액(10,000,000원)보다 많이 투자할 수 없습니다.',
    ],
    ['zero', 0, 2, '0원보다 커야 합니다.'],
    ['negative', -10_000, 2, '0원보다 커야 합니다.'],
    ['not an integer', 10_000.5, 2, '정수로 입력해주세요.'],
    ['not a number', '10000', 2, '숫자로 입력해주세요.'],
    ['NaN', Number.NaN, 2, '숫자로 입력해주세요.'],
    ['infinite', Number.POSITIVE_INFINITY, 2, '숫자로 입력해주세요.'],
    [
      'by the borrower on their own contract',
      10_000,
      1,
      '본인의 대출 계약에는 투자할 수 없습니다.',
    ],
  ])('is refused %s', (_case, amount, userId, message) => {
    const state = openWorld();
    expect(() => invest(state, 101, userId, amount, now)).toThrow(message);
    expect(state.investments).toHaveLength(0);
  });

  it('is refused after the funding window closed, before and after the sweep', () => {
    const state = openWorld();
    const expiry = new Date(contract(state).terms!.expirationTime);
    expect(() => invest(state, 101, 2, 10_000, expiry)).toThrow('투자 모집 기간이 종료되었습니다.');
    sweepExpired(state, expiry);
    expect(() => invest(state, 101, 2, 10_000, expiry)).toThrow('투자 모집 기간이 종료되었습니다.');
  });

  it('is refused on a contract that is not open and beyond the investor balance', () => {
    const state = smallWorld();
    expect(() => invest(state, 101, 2, 10_000, now)).toThrow('투자를 모집 중인 계약이 아닙니다.');
    const open = openWorld(14_000_000);
    open.users[1].cash = 20_000;
    expect(() => invest(open, 101, 2, 30_000, now)).toThrow('잔액이 부족합니다.');
  });

  it('lets the last investor fill less than the minimum when that is all that is left', () => {
    const state = openWorld(10_000_000);
    invest(state, 101, 2, 9_995_000, now);
    expect(investInfo(state, 101).minimumLoanAmount).toBe(5_000);
    invest(state, 101, 3, 5_000, now);
    expect(contract(state).status).toBe('COMPLETED');
  });

  it('starts the loan automatically at exactly the loan amount, not before', () => {
    const state = openWorld(10_000_000, 3);
    invest(state, 101, 2, 6_000_000, now);
    expect(contract(state).status).toBe('INVESTING');
    expect(state.schedules).toHaveLength(0);
    expect(contractList(state, 'ALL')[0].progress).toBe('60');

    invest(state, 101, 3, 4_000_000, START);
    expect(contract(state).status).toBe('COMPLETED');
    expect(contract(state).startDate).toBe('2025-01-31');
    expect(state.users[0].cash).toBe(10_000_000);
    expect(state.users[1].cash).toBe(44_000_000);
    expect(state.schedules.map((row) => [row.round, row.dueDate, row.amount])).toEqual([
      [1, '2025-02-28', 100_000],
      [2, '2025-03-31', 100_000],
      [3, '2025-04-30', 10_100_000],
    ]);
    expect(contractList(state, 'ALL')).toEqual([]);
    expect(() => invest(state, 101, 2, 10_000, START)).toThrow('이미 모집이 완료된 계약입니다.');
  });
});

describe('a world with more than one song', () => {
  /** smallWorld and a second song of the same borrower, valued 300,000,000 won: contract 102. */
  function twoSongs() {
    const state = smallWorld(START);
    const { copyright } = registerNft(
      state,
      1,
      {
        title: '두 번째 곡',
        singers: ['가'],
        composers: ['나'],
        lyricists: ['다'],
        streamingUrls: [],
        isRegistered: false,
      },
      {
        image: { name: 'c.png', type: 'image/png', size: 1, dataUrl: 'data:image/png;base64,AA==' },
        audio: null,
        registrationDoc: null,
      },
      START,
      1_200,
    );
    copyright.wonPrice = 300_000_000;
    return state;
  }

  it('finds a contract and a song by their ids, and says when there is none', () => {
    const state = twoSongs();
    expect(contractById(state, 102).copyrightId).toBe(2);
    expect(copyrightById(state, 2).title).toBe('두 번째 곡');
    expect(contractOfCopyright(state, 2).contractId).toBe(102);
    expect(() => contractById(state, 999)).toThrow('계약을 찾을 수 없습니다.');
    expect(() => copyrightById(state, 999)).toThrow('저작권 정보를 찾을 수 없습니다.');
    expect(() => contractOfCopyright(state, 999)).toThrow('계약을 찾을 수 없습니다.');
  });

  it('takes at most 100,000,000 won in one investment, and all of an investor’s cash', () => {
    const state = twoSongs();
    submitAgreement(state, 102, 1, 200_000_000, 3, START);
    state.users[1].cash = 150_000_000;
    expect(() => invest(state, 102, 2, 100_000_001, START)).toThrow(
      '1회 최대 투자 금액은 100,000,000원입니다.',
    );
    invest(state, 102, 2, 100_000_000, START);
    state.users[2].cash = 30_000_000;
    invest(state, 102, 3, 30_000_000, START);
    expect(state.users[2].cash).toBe(0);
    expect(() => invest(state, 102, 3, 10_000, START)).toThrow('잔액이 부족합니다.');
    // Each investment has an id of its own, a server id of 1 or more.
    const ids = state.investments.map((row) => row.investmentId);
    expect(new Set(ids).size).toBe(2);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(1);
  });

  it('gives every round of every loan an id of its own, a server id of 1 or more', () => {
    const state = twoSongs();
    submitAgreement(state, 101, 1, 1_000_000, 3, START);
    submitAgreement(state, 102, 1, 1_000_000, 2, START);
    invest(state, 101, 2, 1_000_000, START);
    invest(state, 102, 2, 1_000_000, START);
    const ids = state.schedules.map((row) => row.scheduleId);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(1);
  });

  it('names the first funding window to close, and none when no request is open', () => {
    const state = twoSongs();
    expect(nextExpiry(state)).toBe(Number.POSITIVE_INFINITY);
    submitAgreement(state, 102, 1, 1_000_000, 3, at('2025-02-10T03:00:00Z'));
    submitAgreement(state, 101, 1, 1_000_000, 3, START);
    expect(new Date(nextExpiry(state)).toISOString()).toBe('2025-02-28T03:00:00.000Z');
    invest(state, 101, 2, 1_000_000, START);
    expect(new Date(nextExpiry(state)).toISOString()).toBe('2025-03-10T03:00:00.000Z');
  });

  it('returns only the expired request’s money, and never touches a running loan', () => {
    const state = twoSongs();
    submitAgreement(state, 101, 1, 1_000_000, 1, START);
    invest(state, 101, 2, 1_000_000, START); // funded: the loan runs
    submitAgreement(state, 102, 1, 1_000_000, 1, at('2025-02-10T03:00:00Z'));
    invest(state, 102, 3, 400_000, at('2025-02-10T03:00:00Z'));
    // Past both windows: 101's (28 February) and 102's (10 March).
    expect(sweepExpired(state, at('2025-03-11T03:00:00Z'))).toBe(true);
    expect(contractById(state, 101).status).toBe('COMPLETED');
    expect(contractById(state, 102)).toMatchObject({ status: 'REGISTERED', terms: null });
    expect(state.investments.map((row) => row.contractId)).toEqual([101]);
    expect(state.users[1].cash).toBe(49_000_000);
    expect(state.users[2].cash).toBe(50_000_000);
  });
});

describe('expiry of an unfunded request', () => {
  it('deletes the request and returns the invested money', () => {
    const state = openWorld(10_000_000);
    invest(state, 101, 2, 3_000_000, at('2025-01-21T03:00:00Z'));
    invest(state, 101, 3, 2_000_000, at('2025-01-22T03:00:00Z'));
    const expiry = new Date(contract(state).terms!.expirationTime);

    expect(sweepExpired(state, new Date(expiry.getTime() - 1))).toBe(false);
    expect(contract(state).status).toBe('INVESTING');

    expect(sweepExpired(state, expiry)).toBe(true);
    expect(contract(state)).toMatchObject({ status: 'REGISTERED', terms: null, contractId: 101 });
    expect(state.investments).toEqual([]);
    expect(state.users[1].cash).toBe(50_000_000);
    expect(state.users[2].cash).toBe(50_000_000);
    expect(contractList(state, 'ALL')).toEqual([]);
    // The borrower may ask again.
    submitAgreement(state, 101, 1, 1_000_000, 1, expiry);
    expect(contract(state).status).toBe('INVESTING');
  });
});

describe('repayment schedules', () => {
  function runningWorld() {
    const state = openWorld(10_000_000, 3);
    invest(state, 101, 2, 6_000_000, START);
    invest(state, 101, 3, 4_000_000, START);
    return state;
  }

  it('splits upcoming, overdue and repaid by the Korean date, with late fees by days late', () => {
    const state = runningWorld();
    state.schedules[0].paidAt = '2025-02-28T03:00:00.000Z';
    const now = at('2025-04-10T03:00:00Z'); // 2025-04-10 in Korea: round 2 is 10 days late
    const borrower = confirmedContracts(state, 1, 'BORROWER', 'OVERDUE', now);
    expect(borrower.repaymentSchedules.repaymentScheduleList).toEqual([
      expect.objectContaining({
        round: 2,
        repaymentDate: '2025-03-31',
        relativeDays: -10,
        repaymentAmount: 100_000,
        lateFee: 136,
        totalRepaymentAmount: 100_136,
        interestRate: 0.12,
      }),
    ]);
    expect(borrower).toMatchObject({
      cash: 10_000_000,
      totalContracts: 1,
      totalAmount: 10_000_000,
    });

    const lender = confirmedContracts(state, 2, 'LENDER', 'UPCOMING', now);
    expect(lender.repaymentSchedules.repaymentScheduleList).toEqual([
      expect.objectContaining({
        round: 3,
        relativeDays: 20,
        repaymentAmount: 6_060_000,
        lateFee: 0,
        totalRepaymentAmount: 6_060_000,
      }),
    ]);
    expect(lender).toMatchObject({ cash: 44_000_000, totalContracts: 1, totalAmount: 6_000_000 });
    expect(
      confirmedContracts(state, 3, 'LENDER', 'REPAID', now).repaymentSchedules
        .repaymentScheduleList,
    ).toEqual([expect.objectContaining({ round: 1, repaymentAmount: 40_000, relativeDays: -41 })]);
    expect(confirmedContracts(state, 2, 'BORROWER', 'UPCOMING', now).totalContracts).toBe(0);
  });

  it("pays each investor the interest the invest screen promised, from the app's own rule", () => {
    // 12 % of 10,000,000 is 100,000 a month, so try a rate whose floors differ: 10 %.
    const state = smallWorld(START);
    state.copyrights[0].rateBps = 1_000;
    submitAgreement(state, 101, 1, 1_000_000, 3, START);
    invest(state, 101, 2, 300_000, START);
    invest(state, 101, 3, 700_000, START);
    const promised = investorPlan({
      investment: 300_000,
      interestBps: 1_000,
      overdueBps: 500,
      count: 3,
      startDate: '2025-01-31',
    });
    const paid = confirmedContracts(state, 2, 'LENDER', 'UPCOMING', START).repaymentSchedules
      .repaymentScheduleList;
    // floor(300,000 × 10 % / 12) = 2,500, not 3/10 of the borrower's 8,333 (2,499).
    expect(paid.map((row) => [row.round, row.repaymentDate, row.repaymentAmount])).toEqual(
      promised.rounds.map((row) => [row.round, row.date, row.principal + row.interest]),
    );
    expect(paid[0].repaymentAmount).toBe(2_500);
  });

  it('treats the due date itself as upcoming (0 days) and the next Korean day as 1 day late', () => {
    const state = runningWorld();
    const dueDay = confirmedContracts(state, 1, 'BORROWER', 'UPCOMING', at('2025-02-28T14:59:00Z'));
    expect(dueDay.repaymentSchedules.repaymentScheduleList[0]).toMatchObject({
      round: 1,
      relativeDays: 0,
    });
    const nextDay = confirmedContracts(state, 1, 'BORROWER', 'OVERDUE', at('2025-02-28T15:00:00Z'));
    expect(nextDay.repaymentSchedules.repaymentScheduleList[0]).toMatchObject({
      round: 1,
      relativeDays: -1,
      lateFee: 13,
    });
  });

  it('cannot start a loan that was never asked for', () => {
    const state = smallWorld();
    expect(() => startLoan(state, contract(state), START)).toThrow(
      'a loan cannot start without terms',
    );
  });

  it('can start a loan directly through the engine for a given moment', () => {
    const state = openWorld(1_000_000, 2);
    const rows = startLoan(state, contract(state), at('2024-01-30T16:00:00Z')); // Jan 31 in Korea
    expect(rows.map((row) => row.dueDate)).toEqual(['2024-02-29', '2024-03-31']);
  });
});
