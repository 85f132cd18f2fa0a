import { repaymentView } from '@/features/settlement/lib/month-groups';
import { schedule } from './settlement-test-utils';

const rounds = [
  schedule({
    repaymentScheduleId: 3,
    nftName: '여름 밤',
    repaymentDate: '2026-12-01',
    totalRepaymentAmount: 10_001,
  }),
  schedule({
    repaymentScheduleId: 1,
    nftName: 'Blue Hour',
    repaymentDate: '2026-11-30',
    totalRepaymentAmount: 20_000,
  }),
  schedule({
    repaymentScheduleId: 2,
    nftName: '여름 밤',
    repaymentDate: '2026-11-15',
    totalRepaymentAmount: 30_000,
  }),
  schedule({
    repaymentScheduleId: 4,
    nftName: '겨울 밤',
    repaymentDate: 'soon',
    totalRepaymentAmount: 5,
  }),
];

describe('a tab’s rounds grouped by month', () => {
  it('heads each month’s first round with its count and integer total, in date order', () => {
    const { rows, months } = repaymentView(rounds, 'asc', '');
    expect(rows.map((row) => row.schedule.repaymentScheduleId)).toEqual([2, 1, 3, 4]);
    expect(months.map(({ label, count, total, index }) => [label, count, total, index])).toEqual([
      ['2026년 11월', 2, 50_000, 0],
      ['2026년 12월', 1, 10_001, 2],
      ['날짜 미상', 1, 5, 3],
    ]);
    expect(rows.map((row) => row.monthStart?.label ?? null)).toEqual([
      '2026년 11월',
      null,
      '2026년 12월',
      '날짜 미상',
    ]);
  });

  it('turns the order around and filters by song, ignoring spaces and case', () => {
    const latest = repaymentView(rounds, 'desc', '');
    expect(latest.rows.map((row) => row.schedule.repaymentScheduleId)).toEqual([4, 3, 1, 2]);
    const summer = repaymentView(rounds, 'asc', ' 여름밤 ');
    expect(summer.rows.map((row) => row.schedule.repaymentScheduleId)).toEqual([2, 3]);
    expect(repaymentView(rounds, 'asc', 'BLUE').rows).toHaveLength(1);
    expect(repaymentView(rounds, 'asc', '없는 곡')).toEqual({ rows: [], months: [] });
  });

  it('puts rounds due the same day in the order they were made, either way', () => {
    const sameDay = [6, 5, 7].map((repaymentScheduleId) =>
      schedule({ repaymentScheduleId, repaymentDate: '2026-11-15' }),
    );
    const ids = (order: 'asc' | 'desc') =>
      repaymentView([...sameDay, rounds[1]], order, '').rows.map(
        (row) => row.schedule.repaymentScheduleId,
      );
    expect(ids('asc')).toEqual([5, 6, 7, 1]);
    expect(ids('desc')).toEqual([1, 7, 6, 5]);
  });
});
