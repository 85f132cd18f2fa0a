import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { fakeTheClock } from '@/test/fake-clock';
import { renderApp } from '@/test/render-app';
import { cardOf, cards, repayButtons, tab, watchConfirmed } from './settlement-test-utils';

describe('repay button', () => {
  it('is on every borrower card in upcoming and unpaid, never in repaid', async () => {
    const store = await storeLoggedInAs('borrower1');
    const { user } = renderApp('/servicing-repayment', { store });

    const upcoming = await cards();
    expect(repayButtons()).toHaveLength(upcoming.length);

    await user.click(tab('미상환'));
    const unpaid = await cards();
    expect(within(await cardOf('푸른 고래')).getByText('3회차')).toBeInTheDocument();
    expect(repayButtons()).toHaveLength(unpaid.length);

    await user.click(tab('상환 완료'));
    expect(await cards()).not.toHaveLength(0);
    expect(repayButtons()).toHaveLength(0);
  });

  it('is never on the lender side', async () => {
    const store = await storeLoggedInAs('investor1');
    const { user } = renderApp('/repayment-received', { store });
    await cards();
    for (const name of ['상환 예정', '미상환', '상환 완료']) {
      await user.click(tab(name));
      expect(await cards()).not.toHaveLength(0);
      expect(repayButtons()).toHaveLength(0);
    }
  });

  it('cancel closes the confirmation without refreshing', async () => {
    const store = await storeLoggedInAs('borrower1');
    const { user } = renderApp('/servicing-repayment?tab=overdue', { store });
    await cards();
    const seen = watchConfirmed();
    await user.click(repayButtons()[0]);
    const dialog = await screen.findByRole('dialog', { name: '상환하시겠습니까?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(seen).toEqual([]);
    expect(repayButtons()[0]).toBeEnabled();
  });

  describe('with a fixed clock', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    it('confirming makes no call, waits one second, then refetches the lists once', async () => {
      const store = await storeLoggedInAs('borrower1');
      const { user } = renderApp('/servicing-repayment?tab=overdue', { store });
      const card = await cardOf('푸른 고래');
      await user.click(within(card).getByRole('button', { name: '푸른 고래 3회차 상환하기' }));
      const dialog = await screen.findByRole('dialog', { name: '상환하시겠습니까?' });
      expect(within(dialog).getByText('신청 후에는 수정할 수 없습니다.')).toBeInTheDocument();

      const seen = watchConfirmed();
      const requests: string[] = [];
      const track = ({ request }: { request: Request }) => void requests.push(request.url);
      server.events.on('request:start', track);

      // Only setTimeout/Date are faked, so promises and the network keep running.
      fakeTheClock();
      const confirm = within(dialog).getByRole('button', { name: '확인' });
      // A double tap on the confirm button.
      fireEvent.click(confirm);
      fireEvent.click(confirm);

      expect(repayButtons().every((button) => button.hasAttribute('disabled'))).toBe(true);
      act(() => {
        jest.advanceTimersByTime(999);
      });
      expect(seen).toEqual([]);
      expect(requests).toEqual([]);
      expect(repayButtons().every((button) => button.hasAttribute('disabled'))).toBe(true);

      act(() => {
        jest.advanceTimersByTime(1);
      });
      jest.useRealTimers();

      // The unpaid tab and the chart's two lists: each fetched again, once.
      await waitFor(() => expect(seen).toHaveLength(2));
      expect(seen).toEqual(
        expect.arrayContaining([
          { status: 'OVERDUE', role: 'BORROWER' },
          { status: 'UPCOMING', role: 'BORROWER' },
        ]),
      );
      expect(requests.every((url) => url.includes('/me/contracts/confirmed'))).toBe(true);
      await waitFor(() => expect(repayButtons()[0]).toBeEnabled());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      server.events.removeListener('request:start', track);
    });
  });
});
