import { screen, within } from '@testing-library/react';
import { loggedInState, renderApp } from '@/test/render-app';
import { catchSavedFiles } from '@/test/saved-files';
import { monthlyTotals } from '@/features/settlement/lib/monthly-totals';
import { dashboard, schedule, serveDashboards } from './settlement-test-utils';

describe('monthlyTotals', () => {
  it('groups by the Korean month of the date, sums whole won and sorts oldest first', () => {
    const months = monthlyTotals(
      [
        schedule({ repaymentDate: '2026-05-31', totalRepaymentAmount: 10_001 }),
        schedule({ repaymentDate: '2026-05-01', totalRepaymentAmount: 20_002 }),
        // 31 May 16:00 UTC is already 1 June in Korea.
        schedule({ repaymentDate: '2026-05-31T16:00:00Z', totalRepaymentAmount: 7 }),
        schedule({ repaymentDate: '2027-01-15', totalRepaymentAmount: 1_000_000 }),
      ],
      [schedule({ repaymentDate: '2026-04-30', totalRepaymentAmount: 10_041 })],
    );
    expect(months).toEqual([
      { month: '2026-04', amount: 10_041, hasOverdue: true },
      { month: '2026-05', amount: 30_003, hasOverdue: false },
      { month: '2026-06', amount: 7, hasOverdue: false },
      { month: '2027-01', amount: 1_000_000, hasOverdue: false },
    ]);
  });

  it('is empty when nothing is scheduled', () => {
    expect(monthlyTotals([], [])).toEqual([]);
  });
});

describe('the months-ahead chart', () => {
  it('draws the borrower months due, late ones included, with a table of the same figures', async () => {
    serveDashboards({
      UPCOMING: dashboard([
        schedule({ repaymentScheduleId: 1, repaymentDate: '2026-12-10', repaymentAmount: 125_000 }),
        schedule({ repaymentScheduleId: 2, repaymentDate: '2027-01-10', repaymentAmount: 125_000 }),
        schedule({
          repaymentScheduleId: 3,
          repaymentDate: '2027-01-20',
          repaymentAmount: 5_000_000,
        }),
      ]),
      OVERDUE: dashboard([
        schedule({
          repaymentScheduleId: 4,
          repaymentDate: '2026-11-10',
          repaymentAmount: 125_000,
          lateFee: 205,
        }),
      ]),
    });
    const { user } = renderApp('/servicing-repayment', { preloadedState: loggedInState });

    const chart = await screen.findByRole('region', { name: '월별 상환할 금액' });
    const picture = await within(chart).findByRole('img', { name: /월별 상환할 금액 막대 그래프/ });
    const label = picture.getAttribute('aria-label') ?? '';
    expect(label).toContain('2026년 11월부터 2027년 1월까지 3개월');
    expect(label).toContain('합계 5,375,205원');
    expect(label).toContain('가장 많은 달 2027년 1월 5,125,000원');
    expect(label).toContain('연체 포함: 2026년 11월');

    const table = within(chart).getByRole('table', { name: '월별 상환할 금액' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '2026년 11월125,205원 (연체 포함)',
      '2026년 12월125,000원',
      '2027년 1월5,125,000원',
    ]);

    const toggle = within(chart).getByRole('button', { name: '표로 보기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(chart).getByRole('button', { name: '표 닫기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it.each([
    ['BORROWER', '/servicing-repayment', '월별 상환할 금액', '상환'],
    ['LENDER', '/repayment-received', '월별 받을 금액', '수령'],
  ] as const)(
    '%s: "캘린더에 추가" downloads one event per upcoming round',
    async (_side, route, region, verb) => {
      serveDashboards({
        UPCOMING: dashboard([
          schedule({
            repaymentScheduleId: 1,
            round: 1,
            repaymentDate: '2026-12-10',
            repaymentAmount: 125_000,
          }),
          schedule({
            repaymentScheduleId: 2,
            round: 2,
            repaymentDate: '2027-01-10',
            repaymentAmount: 5_125_000,
          }),
        ]),
      });
      const { files } = catchSavedFiles();
      const { user } = renderApp(route, { preloadedState: loggedInState });
      const chart = await screen.findByRole('region', { name: region });
      await user.click(await within(chart).findByRole('button', { name: '캘린더에 추가' }));

      expect(files).toHaveLength(1);
      expect(files[0].type).toBe('text/calendar;charset=utf-8');
      const text = (await files[0].text()).replace(/\r\n /g, '');
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(text).toContain(`SUMMARY:[뮤직론] 여름 밤 1회차 ${verb} 125\\,000원`);
      expect(text).toContain(`SUMMARY:[뮤직론] 여름 밤 2회차 ${verb} 5\\,125\\,000원`);
      expect(text).toContain('DTSTART;TZID=Asia/Seoul:20270110T090000');
      expect(text.match(/TRIGGER:-P1D/g)).toHaveLength(2);
    },
  );

  it('tells the lender when nothing is coming', async () => {
    serveDashboards({ REPAID: dashboard([schedule()]) });
    renderApp('/repayment-received', { preloadedState: loggedInState });
    const chart = await screen.findByRole('region', { name: '월별 받을 금액' });
    expect(await within(chart).findByText('앞으로 받을 금액이 없습니다.')).toBeInTheDocument();
    expect(within(chart).queryByRole('img')).not.toBeInTheDocument();
  });
});
