import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { loggedInState, renderApp } from '@/test/render-app';
import { RepaymentDashboard } from '@/features/settlement/components/RepaymentDashboard';
import {
  cardOf,
  cards,
  dashboard,
  failStatus,
  panel,
  schedule,
  serveDashboards,
  tab,
  watchConfirmed,
} from './settlement-test-utils';
import { expectWarnings } from '@/test/console';

describe('per side and tab, the right query', () => {
  it.each([
    ['/servicing-repayment', 'BORROWER', '상환하기'],
    ['/repayment-received', 'LENDER', '상환받기'],
  ])(
    '%s asks for role %s in every tab and keeps the tab in the address',
    async (route, role, title) => {
      const seen = watchConfirmed();
      const store = await storeLoggedInAs(role === 'BORROWER' ? 'borrower1' : 'investor1');
      const { user, location } = renderApp(route, { store });

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await screen.findByRole('tab', { name: '상환 예정' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(await cards()).not.toHaveLength(0);
      // The upcoming tab and the chart share one request; the chart also needs the unpaid ones.
      expect(seen).toEqual(
        expect.arrayContaining([
          { status: 'UPCOMING', role },
          { status: 'OVERDUE', role },
        ]),
      );
      expect(seen.every((q) => q.role === role)).toBe(true);

      await user.click(tab('상환 완료'));
      expect(tab('상환 완료')).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(seen).toContainEqual({ status: 'REPAID', role }));
      expect(location()).toBe(`${route}?tab=repaid`);

      await user.click(tab('미상환'));
      expect(location()).toBe(`${route}?tab=overdue`);
      expect(await cards()).not.toHaveLength(0);
    },
  );

  it('opens on the tab the address names', async () => {
    const store = await storeLoggedInAs('borrower1');
    renderApp('/servicing-repayment?tab=repaid', { store });
    expect(await screen.findByRole('tab', { name: '상환 완료' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tab('상환 예정')).toHaveAttribute('aria-selected', 'false');
  });
});

describe('summary and cards', () => {
  it.each(['canonical', 'loose'] as const)(
    'shows balance, contracts, total and each schedule in full (%s dialect)',
    async (dialect) => {
      serveDashboards(
        {
          UPCOMING: dashboard(
            [
              schedule({
                round: 3,
                repaymentDate: '2026-03-15',
                relativeDays: 3,
                repaymentAmount: 1_234_567,
                interestRate: 0.129,
              }),
            ],
            { cash: 2_500_000, totalContracts: 2, totalAmount: 40_000_000 },
          ),
        },
        dialect,
      );
      renderApp('/servicing-repayment', { preloadedState: loggedInState });

      const summary = await screen.findByRole('region', { name: '정산 요약' });
      await within(summary).findByText('2,500,000원');
      expect(within(summary).getByText('2건')).toBeInTheDocument();
      expect(within(summary).getByText('총 대출 금액')).toBeInTheDocument();
      expect(within(summary).getByText('40,000,000원')).toBeInTheDocument();

      const card = await cardOf('여름 밤');
      const cover = within(card).getByRole('img', { name: '여름 밤 커버 이미지' });
      expect(cover).toHaveAttribute('width', '64');
      expect(cover).toHaveAttribute('height', '64');
      expect(within(card).getByText('3회차')).toBeInTheDocument();
      expect(within(card).getByText(/2026\.03\.15 · D-3/)).toBeInTheDocument();
      expect(within(card).getByText('1,234,567원')).toBeInTheDocument();
      // 12.9 % truncates to 12 %.
      expect(within(card).getByText('연 12%')).toBeInTheDocument();
    },
  );

  it('calls the lender side what they receive', async () => {
    serveDashboards({ UPCOMING: dashboard([schedule()]) });
    renderApp('/repayment-received', { preloadedState: loggedInState });
    const card = await cardOf('여름 밤');
    expect(within(card).getByText('받을 금액')).toBeInTheDocument();
    expect(screen.getByText('총 투자 금액')).toBeInTheDocument();
  });
});

describe('overdue styling by date', () => {
  // 01:00 on 10 March in Korea is still 9 March in UTC: the Korean date decides.
  const now = new Date('2026-03-09T16:00:00Z');

  it('marks a schedule dated before today, not one due today or later', async () => {
    serveDashboards({
      UPCOMING: dashboard([
        schedule({
          repaymentScheduleId: 1,
          nftName: '어제 곡',
          repaymentDate: '2026-03-09',
          relativeDays: -1,
        }),
        schedule({
          repaymentScheduleId: 2,
          nftName: '오늘 곡',
          repaymentDate: '2026-03-10',
          relativeDays: 0,
        }),
        schedule({
          repaymentScheduleId: 3,
          nftName: '내일 곡',
          repaymentDate: '2026-03-11',
          relativeDays: 1,
        }),
      ]),
    });
    renderApp(<RepaymentDashboard side="BORROWER" now={now} />, {
      preloadedState: loggedInState,
      url: '/servicing-repayment',
    });

    const late = await cardOf('어제 곡');
    expect(within(late).getByText('연체')).toBeInTheDocument();
    expect(within(late).getByRole('article')).toHaveAttribute('data-overdue', 'true');
    expect(within(await cardOf('오늘 곡')).queryByText('연체')).not.toBeInTheDocument();
    expect(within(await cardOf('오늘 곡')).getByText(/D-Day/)).toBeInTheDocument();
    expect(within(await cardOf('내일 곡')).queryByText('연체')).not.toBeInTheDocument();
  });

  it('does not mark a repaid round as overdue', async () => {
    serveDashboards({
      REPAID: dashboard([schedule({ repaymentDate: '2026-01-09', relativeDays: -60 })]),
    });
    renderApp(<RepaymentDashboard side="BORROWER" now={now} />, {
      preloadedState: loggedInState,
      url: '/servicing-repayment?tab=repaid',
    });
    const card = await cardOf('여름 밤');
    expect(within(card).queryByText('연체')).not.toBeInTheDocument();
    expect(within(card).getByText('상환 완료')).toBeInTheDocument();
  });
});

describe('late fee', () => {
  const withFee = schedule({
    repaymentAmount: 10_000,
    lateFee: 41,
    relativeDays: -30,
    repaymentDate: '2026-02-01',
  });

  it('shows the late fee and the total in the unpaid tab only', async () => {
    serveDashboards({
      UPCOMING: dashboard([withFee]),
      OVERDUE: dashboard([withFee]),
      REPAID: dashboard([withFee]),
    });
    const { user } = renderApp('/servicing-repayment', { preloadedState: loggedInState });

    let card = await cardOf('여름 밤');
    expect(within(card).queryByText('연체료')).not.toBeInTheDocument();

    await user.click(tab('미상환'));
    card = await cardOf('여름 밤');
    expect(within(card).getByText('연체료')).toBeInTheDocument();
    expect(within(card).getByText('+41원')).toBeInTheDocument();
    expect(within(card).getByText('합계')).toBeInTheDocument();
    expect(within(card).getByText('10,041원')).toBeInTheDocument();

    await user.click(tab('상환 완료'));
    card = await cardOf('여름 밤');
    expect(within(card).queryByText('연체료')).not.toBeInTheDocument();
    expect(within(card).queryByText('합계')).not.toBeInTheDocument();
  });
});

describe('states per tab', () => {
  it.each([
    ['상환 예정', '상환할 예정인 내역이 없습니다.'],
    ['미상환', '미상환 내역이 없습니다.'],
    ['상환 완료', '상환 완료된 내역이 없습니다.'],
  ])('an empty %s tab says so', async (name, message) => {
    serveDashboards({});
    const { user } = renderApp('/servicing-repayment', { preloadedState: loggedInState });
    await screen.findByText('상환할 예정인 내역이 없습니다.');
    await user.click(tab(name));
    expect(await within(panel()).findByText(message)).toBeInTheDocument();
  });

  it('the lender empty upcoming tab speaks of receiving', async () => {
    serveDashboards({});
    renderApp('/repayment-received', { preloadedState: loggedInState });
    expect(await screen.findByText('받을 예정인 상환금이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('앞으로 받을 금액이 없습니다.')).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that works', async () => {
    const store = await storeLoggedInAs('borrower1');
    const outage = failStatus('REPAID');
    const { user } = renderApp('/servicing-repayment?tab=repaid', { store });

    expect(await within(panel()).findByRole('status')).toHaveTextContent('데이터를 불러오는 중...');
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('서버에 문제가 있어요.');

    outage.recover();
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await cards()).not.toHaveLength(0);
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats a malformed answer as an error, not a crash', async () => {
    expectWarnings('Response of getConfirmedContracts is not usable: cash is not an amount of won');
    server.use(
      http.get('*/api/v1/me/contracts/confirmed', () =>
        HttpResponse.json({ success: true, data: { cash: '많음' } }),
      ),
    );
    renderApp('/servicing-repayment', { preloadedState: loggedInState });
    expect(await within(panel()).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '정산 요약' })).toHaveTextContent('-');
  });
});
