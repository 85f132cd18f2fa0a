import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { invest } from '@mocks/db/lending';
import { commit, getState } from '@mocks/db/store';
import { findUserByLoginId } from '@mocks/db/users';
import { setMoneyAnswer } from '@mocks/handlers/money-answer';
import { server } from '@mocks/node';
import { REQUEST_TIMEOUT_MS } from '@/shared/api/base-query';
import { MONEY_MESSAGES } from '@/shared/api/money-messages';
import type { StampedEvent } from '@/shared/telemetry/events';
import { connectReporter } from '@/shared/telemetry/report';
import { elapse, fakeTheClock } from '@/test/fake-clock';
import {
  amountInput,
  consent,
  countInvestCalls,
  FAILURE,
  INFO_URL,
  investButton,
  investThroughConfirm,
  openInput,
} from './invest-test-utils';
// Loaded up front: the route's lazy import then resolves at once.
import '@/features/invest/pages/InvestmentInputPage';

// What the investor is told once they confirm: a refusal in the server's words, a server error in
// the spec's, and an investment whose answer is lost, which may be done or done later: the
// screen's last word must be what the server finally holds (docs/decisions/001-money-recheck.md).

afterEach(() => server.events.removeAllListeners());

/** Another investor's investment, straight into the demo backend's state. */
function investAs(loginId: string, contractId: number, amount: number) {
  const state = getState();
  const investor = findUserByLoginId(state, loginId);
  if (!investor) throw new Error(`no user ${loginId}`);
  invest(state, contractId, investor.userId, amount, new Date());
  commit();
}

describe('when the server says no', () => {
  it('shows the error modal with the server’s reason and stays on the page', async () => {
    const { user, location } = await openInput();
    // More than is left to fund: the demo backend refuses it.
    await user.type(amountInput(), '8000000');
    expect(screen.getByText('최소 10,000원 ~ 최대 7,000,000원')).toBeInTheDocument();
    expect(screen.getByText('· 투자 가능 금액을 벗어났습니다')).toBeInTheDocument();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    await user.click(consent());
    await user.click(investButton());
    const confirm = await screen.findByRole('dialog', { name: '대출을 신청하시겠습니까?' });
    await user.click(within(confirm).getByRole('button', { name: '확인' }));

    const error = await screen.findByRole('dialog', { name: '오류' });
    // One cause: the server's reason, not a generic "try again" stacked on it.
    expect(error).toHaveTextContent(
      /^오류남은 모집 금액\(7,000,000원\)보다 많이 투자할 수 없습니다\.확인$/,
    );
    await user.click(within(error).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/investment-input/108');
    expect(amountInput()).toHaveValue('8,000,000');
  });

  it('a server error says the spec’s words once, and the amount stays for another try', async () => {
    server.use(
      http.post(INFO_URL, () =>
        HttpResponse.json(
          { success: false, error: { code: 'INTERNAL', message: 'NullPointerException' } },
          { status: 500 },
        ),
      ),
    );
    const { user } = await openInput();
    await investThroughConfirm(user, '10000');
    const error = await screen.findByRole('dialog', { name: '오류' });
    expect(error).toHaveTextContent(`오류${FAILURE}확인`);
    await user.click(within(error).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(amountInput()).toHaveValue('10,000');
    expect(investButton()).toBeEnabled();
  });
});

describe('when the answer is lost, the contract is read again until the outcome is true', () => {
  afterEach(() => jest.useRealTimers());
  // What the team is told of each (docs/telemetry.md): an answer found late, or never.
  let met: StampedEvent[] = [];
  beforeEach(() => {
    met = [];
    connectReporter((event) => met.push(event));
  });
  afterAll(() => connectReporter(() => {}));
  const moneyReports = () => met.filter((event) => event.kind === 'money');

  /** Everything up to the final confirm, which is then tapped under the fake clock. */
  async function confirmUnderFakeClock(user: UserEvent, amount: string) {
    await user.type(amountInput(), amount);
    await user.click(consent());
    await user.click(investButton());
    const confirm = await screen.findByRole('dialog', { name: '대출을 신청하시겠습니까?' });
    fakeTheClock();
    fireEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    return confirm;
  }

  it('done, answer dropped: "투자 완료" at the first look, one call, the figures refreshed', async () => {
    setMoneyAnswer({ kind: 'lost' });
    const calls = countInvestCalls();
    const { user } = await openInput();
    await investThroughConfirm(user, '700000');
    expect(await screen.findByRole('dialog', { name: '투자 완료' })).toBeInTheDocument();
    expect(calls).toEqual([{ investment: 700_000 }]);
    expect(await screen.findByText('최소 10,000원 ~ 최대 6,300,000원')).toBeInTheDocument();
    expect(moneyReports()).toEqual([
      expect.objectContaining({ kind: 'money', endpoint: 'invest', outcome: 'late' }),
    ]);
  });

  it('done late, after the client gave up: "확인 중" while it looks, then "투자 완료", one call', async () => {
    setMoneyAnswer({ kind: 'late-work', ms: 22_000 });
    const calls = countInvestCalls();
    const { user } = await openInput();
    const confirm = await confirmUnderFakeClock(user, '700000');

    // The client's timeout, then the first look: the contract has not moved yet.
    await elapse(REQUEST_TIMEOUT_MS + 100);
    expect(within(confirm).getByRole('status')).toHaveTextContent(
      MONEY_MESSAGES.invest.checking.sentence,
    );
    expect(screen.queryByRole('dialog', { name: '오류' })).not.toBeInTheDocument();
    // A second tap during the window sends nothing.
    fireEvent.click(within(confirm).getByRole('button', { name: '처리 중' }));

    // The server does the work at 22 s; the look 5 s after the first sees it.
    await elapse(5_000);
    jest.useRealTimers();
    expect(await screen.findByRole('dialog', { name: '투자 완료' })).toBeInTheDocument();
    expect(calls).toEqual([{ investment: 700_000 }]);
  });

  it('never seen in the window: "투자 확인 중" with where to look, and no way to invest again', async () => {
    // The server refuses 8,000,000 (more than is left), but the refusal is lost on the way.
    setMoneyAnswer({ kind: 'lost' });
    const calls = countInvestCalls();
    const { user, location } = await openInput();
    await confirmUnderFakeClock(user, '8000000');
    await elapse(5_000 + 15_000 + 30_000 + 100);
    jest.useRealTimers();

    const unconfirmed = await screen.findByRole('dialog', { name: '투자 확인 중' });
    expect(unconfirmed).toHaveTextContent(MONEY_MESSAGES.invest.unconfirmed.sentence);
    expect(unconfirmed).not.toHaveTextContent(/처리되지 않았|다시 시도/);
    expect(screen.queryByRole('dialog', { name: '오류' })).not.toBeInTheDocument();
    // Behind the dialog, the invest button is off for good.
    expect(screen.getByRole('button', { name: '투자하기', hidden: true })).toBeDisabled();
    expect(calls).toHaveLength(1);
    expect(moneyReports()).toEqual([
      expect.objectContaining({ kind: 'money', endpoint: 'invest', outcome: 'lost' }),
    ]);
    await user.click(within(unconfirmed).getByRole('button', { name: '내가 투자한 음악 보기' }));
    await waitFor(() => expect(location()).toBe('/myNft?tab=invested'));
  });

  it('another investor invests meanwhile: nothing is guessed, the outcome stays unconfirmed', async () => {
    // Our request never reaches the server; someone else invests 10,000 during the window.
    server.use(http.post(INFO_URL, () => HttpResponse.error()));
    const { user } = await openInput();
    await confirmUnderFakeClock(user, '700000');
    await elapse(100);
    investAs('investor2', 108, 10_000);
    await elapse(5_000 + 15_000 + 30_000);
    jest.useRealTimers();
    expect(await screen.findByRole('dialog', { name: '투자 확인 중' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '투자 완료' })).not.toBeInTheDocument();
  });

  it('a dropped connection never sends the investment again by itself, however long the screen waits', async () => {
    let posts = 0;
    server.use(
      http.post(INFO_URL, () => {
        posts += 1;
        return HttpResponse.error();
      }),
    );
    const { user } = await openInput();
    await confirmUnderFakeClock(user, '10000');
    await elapse(5_000 + 15_000 + 30_000 + 120_000);
    expect(posts).toBe(1);
  });

  it('the contract cannot be read again either: unconfirmed, never "오류"', async () => {
    const { user } = await openInput();
    server.use(
      http.post(INFO_URL, () => HttpResponse.error()),
      http.get('http://localhost/api/v1/contracts/108', () =>
        HttpResponse.text('<html>Bad Gateway</html>', { status: 200 }),
      ),
    );
    await confirmUnderFakeClock(user, '10000');
    await elapse(5_000 + 15_000 + 30_000 + 100);
    jest.useRealTimers();
    const unconfirmed = await screen.findByRole('dialog', { name: '투자 확인 중' });
    expect(unconfirmed).toHaveTextContent(MONEY_MESSAGES.invest.unconfirmed.sentence);
    expect(screen.queryByRole('dialog', { name: '오류' })).not.toBeInTheDocument();
  });
});
