/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import type { ConfirmedContracts, MyNftItem, RepaymentSchedule } from '@/shared/api/wire/schemas';
import { myNftItem, schedule } from '@/shared/api/__tests__/fixtures';
import {
  borrowerFigures,
  lenderFigures,
  nftCounts,
} from '@/features/settlement/lib/wallet-figures';

// 내 지갑's figures: what a person sees as 빌린 금액, 갚을 금액, 다음 상환 and 연체, summed from the
// confirmed contracts' three tabs.

let nextId = 1;
/** A round of its own id (the split of an investor's rounds is kept by id). */
const round = (patch: Partial<RepaymentSchedule>) =>
  schedule({ repaymentScheduleId: nextId++, ...patch });

const tab = (
  list: RepaymentSchedule[],
  totals: Partial<ConfirmedContracts> = {},
): ConfirmedContracts => ({
  cash: 0,
  totalContracts: 0,
  totalAmount: 0,
  repaymentSchedules: { repaymentScheduleList: list },
  ...totals,
});

const none = tab([]);

describe('a borrower’s wallet', () => {
  it('owes every round not yet repaid, overdue ones with their late fees', () => {
    const figures = borrowerFigures(
      tab([round({ repaymentAmount: 10_000 }), round({ repaymentAmount: 1_010_000 })], {
        totalAmount: 1_000_000,
        totalContracts: 1,
      }),
      tab([round({ repaymentAmount: 10_000, lateFee: 41, repaymentDate: '2026-02-15' })]),
    );
    expect(figures).toMatchObject({
      borrowed: 1_000_000,
      loans: 1,
      owed: 10_000 + 1_010_000 + 10_041,
      overdue: { rounds: 1, amount: 10_041 },
    });
  });

  it('names the soonest day and sums every round due on it, wherever it is listed', () => {
    const figures = borrowerFigures(
      tab([
        round({ repaymentDate: '2026-05-15', repaymentAmount: 30_000 }),
        round({ repaymentDate: '2026-04-10', repaymentAmount: 20_000 }),
        round({ repaymentDate: '2026-06-01', repaymentAmount: 50_000 }),
        // An instant on the evening of 9 April UTC is 10 April in Korea.
        round({ repaymentDate: '2026-04-09T16:00:00Z', repaymentAmount: 7_000 }),
      ]),
      none,
    );
    expect(figures.next).toEqual({ day: '2026-04-10', amount: 27_000, rounds: 2 });
  });

  it('skips a round whose date cannot be read when naming the next day, but still owes it', () => {
    const figures = borrowerFigures(
      tab([
        round({ repaymentDate: '언젠가', repaymentAmount: 5_000 }),
        round({ repaymentDate: '2026-04-10', repaymentAmount: 20_000 }),
      ]),
      none,
    );
    expect(figures.next).toEqual({ day: '2026-04-10', amount: 20_000, rounds: 1 });
    expect(figures.owed).toBe(25_000);
  });

  it('has no next payment and nothing overdue when there is nothing to pay', () => {
    expect(borrowerFigures(none, none)).toEqual({
      borrowed: 0,
      loans: 0,
      owed: 0,
      next: null,
      overdue: { rounds: 0, amount: 0 },
    });
    expect(borrowerFigures(tab([round({ repaymentDate: '' })]), none).next).toBeNull();
  });
});

describe('an investor’s wallet', () => {
  it('shows the next money in after the 15.4 % withheld from its interest', () => {
    // Round 1 of 2 is all interest: 10,000 less 1,400 and 140 of tax.
    const figures = lenderFigures(
      tab([round({ round: 1 }), round({ round: 2, repaymentDate: '2026-04-15' })], {
        totalAmount: 1_000_000,
        totalContracts: 1,
      }),
      none,
      none,
    );
    expect(figures.lent).toBe(1_000_000);
    expect(figures.loans).toBe(1);
    expect(figures.next).toEqual({ day: '2026-03-15', amount: 8_460, rounds: 1 });
  });

  it('taxes only the interest of a last round, never its principal', () => {
    // 1,000,000 won at 12 %: the last round is 1,000,000 + 10,000; tax on 10,000 only.
    const figures = lenderFigures(
      tab([round({ round: 6, repaymentAmount: 1_010_000 })]),
      none,
      none,
    );
    expect(figures.next?.amount).toBe(1_010_000 - 1_540);
  });

  it.each([
    ['overdue', 1],
    ['repaid', 2],
  ] as const)(
    'reads a round as all interest when a later round of its loan is listed as %s',
    (_tab, index) => {
      // Without the later round, 1,010,000 would be read as a last round: principal and interest.
      const due = round({ round: 5, repaymentAmount: 1_010_000 });
      const later = tab([round({ round: 6, repaymentDate: '2026-02-15' })]);
      const tabs: ConfirmedContracts[] = [tab([due]), none, none];
      tabs[index] = later;
      const figures = lenderFigures(tabs[0], tabs[1], tabs[2]);
      expect(figures.next?.amount).toBe(1_010_000 - 155_540);
    },
  );

  it('counts what is overdue at its full amount, late fees included', () => {
    const figures = lenderFigures(
      none,
      tab([
        round({ lateFee: 41, repaymentDate: '2026-02-15' }),
        round({ lateFee: 9, repaymentDate: '2026-01-15' }),
      ]),
      none,
    );
    expect(figures.overdue).toEqual({ rounds: 2, amount: 20_050 });
    expect(figures.next).toBeNull();
  });
});

describe('the count of NFTs by status', () => {
  const item = (status: string): MyNftItem => ({ ...myNftItem, status }) as MyNftItem;

  it('counts each status the app knows, and any other as other', () => {
    expect(
      nftCounts(['REGISTERED', 'INVESTING', 'INVESTING', 'COMPLETED', 'BURNED'].map(item)),
    ).toEqual({ REGISTERED: 1, INVESTING: 2, COMPLETED: 1, other: 1, all: 5 });
    expect(nftCounts([])).toEqual({ REGISTERED: 0, INVESTING: 0, COMPLETED: 0, other: 0, all: 0 });
  });
});
