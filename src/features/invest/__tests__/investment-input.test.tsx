import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setDialect } from '@mocks/handlers/dialect';
import { server } from '@mocks/node';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { composeStories } from '@storybook/react';
import { renderApp, renderStory } from '@/test/render-app';
import * as stories from '@/features/invest/pages/InvestmentInputPage.stories';
import {
  amountInput,
  consent,
  countInvestCalls,
  INFO_URL,
  investButton,
  openInput,
  serveInvestInfo,
} from './invest-test-utils';
// Loaded up front: the route's lazy import then resolves at once instead of counting against the
// first test's waits on a busy machine.
import '@/features/invest/pages/InvestmentInputPage';
import '@/features/home/pages/HomePage';

// A ceiling for waits on a busy machine (several suites share the CPU), not a timing assertion.

/** The value beside a label in the estimate's description list. */
function figure(label: string) {
  const index = screen.getAllByRole('term').findIndex((term) => term.textContent === label);
  if (index < 0) throw new Error(`no figure ${label}`);
  return screen.getAllByRole('definition')[index];
}

const { OverTheMost } = composeStories(stories);

afterEach(() => server.events.removeAllListeners());

describe('investment input (/investment-input/:investmentId)', () => {
  it('keeps digits only and clamps the amount to 100,000,000', async () => {
    const { user } = await openInput();
    await user.type(amountInput(), 'a1b2,3x4');
    expect(amountInput()).toHaveValue('1,234');
    await user.clear(amountInput());
    await user.type(amountInput(), '123456789012');
    expect(amountInput()).toHaveValue('100,000,000');
    await user.clear(amountInput());
    expect(amountInput()).toHaveValue('');
  });

  it.each(['canonical', 'loose'] as const)(
    'computes the share and the expected monthly interest from the server ratios (%s dialect)',
    async (dialect) => {
      // The loose dialect sends the limits as "7,000,000" and the ratios as decimal strings.
      setDialect(dialect);
      const { user } = await openInput();
      expect(figure('나의 지분율')).toHaveTextContent('0%');
      expect(figure('예상 월 이자')).toHaveTextContent('0원');
      await user.type(amountInput(), '700000');
      // 700,000 of a 7,000,000 loan at 11 %: floor(700,000 × 0.11 / 12) = 6,416.
      expect(figure('나의 지분율')).toHaveTextContent('10%');
      expect(figure('예상 월 이자')).toHaveTextContent('6,416원');
    },
  );

  it('is exact for a 0.57 rate and uses the 0.01 ratio until the limits load', async () => {
    const release = serveInvestInfo(
      {
        minimumLoanAmount: 1000,
        maximumLoanAmount: 5000,
        shareCalculationRatio: 100 / 1200,
        interestCalculationRatio: 0.57 / 12,
      },
      { held: true },
    );
    const store = await storeLoggedInAs('investor1');
    const { user } = renderApp('/investment-input/108', { store });
    await user.type(await screen.findByRole('textbox', { name: '투자 금액' }), '1200');
    expect(screen.getByText('투자 가능 금액을 불러오는 중...')).toBeInTheDocument();
    expect(figure('예상 월 이자')).toHaveTextContent('12원');

    release();
    expect(await screen.findByText('최소 1,000원 ~ 최대 5,000원')).toBeInTheDocument();
    expect(figure('예상 월 이자')).toHaveTextContent('57원');
    expect(figure('나의 지분율')).toHaveTextContent('100%');
  });

  it('shows what the investor keeps after tax, how it is computed, and again on the confirm', async () => {
    const { user } = await openInput();
    await user.type(amountInput(), '700000');
    expect(figure('예상 월 이자')).toHaveTextContent('6,416원');
    // 14 % of 6,416 is 898.24 → 890; 10 % of that is 89 → 80: 970 withheld.
    expect(figure('세후 월 이자')).toHaveTextContent('5,446원');
    expect(figure('세후 예상 수익 (6회)')).toHaveTextContent('32,676원');
    const how = screen.getByRole('button', { name: '세후 수익은 어떻게 계산하나요?' });
    expect(how).toHaveAttribute('aria-expanded', 'false');
    await user.click(how);
    expect(screen.getByText(/이자소득세 14%와 지방소득세 1.4%\(합계 15.4%\)/)).toBeVisible();
    await user.click(consent());
    await user.click(investButton());
    const confirm = await screen.findByRole('dialog', { name: '대출을 신청하시겠습니까?' });
    expect(confirm).toHaveTextContent('투자 금액 700,000원 · 세후 예상 수익 32,676원');
  });

  it('lists every round the investor would receive, following the amount as it changes', async () => {
    const { user } = await openInput();
    await user.type(amountInput(), '700000');
    await user.click(screen.getByRole('button', { name: '회차별 수령액 보기 (6회)' }));
    const table = screen.getByRole('table', { name: /회차별 수령액/ });
    const rows = () => within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(rows()).toHaveLength(6);
    expect(cells(rows()[0]).slice(1)).toEqual(['0', '6,416', '970', '5,446']);
    expect(cells(rows()[5]).slice(1)).toEqual(['700,000', '6,416', '970', '705,446']);
    expect(screen.getByRole('region', { name: '회차별 수령액' })).toHaveTextContent(
      '이자 합계 38,496원 · 세금 5,820원',
    );

    await user.clear(amountInput());
    await user.type(amountInput(), '10000');
    // 91 won of interest: 12.74 → 10 won withheld.
    await waitFor(() => expect(cells(rows()[0]).slice(1)).toEqual(['0', '91', '10', '81']));
    await user.click(screen.getByRole('button', { name: '회차별 수령액 접기' }));
    expect(screen.queryByRole('table', { name: /회차별 수령액/ })).not.toBeInTheDocument();
  });

  it('enables invest only with consent and an amount above 0', async () => {
    const { user } = await openInput();
    expect(investButton()).toBeDisabled();
    await user.click(consent());
    expect(investButton()).toBeDisabled();
    await user.type(amountInput(), '0');
    expect(investButton()).toBeDisabled();
    await user.type(amountInput(), '5');
    expect(investButton()).toBeEnabled();
    await user.click(consent());
    expect(investButton()).toBeDisabled();
  });

  it('lists the notes an investor agrees to', async () => {
    await openInput();
    const notes = screen.getByRole('region', { name: '투자 유의사항' });
    expect(notes).toHaveTextContent('1개월');
    expect(notes).toHaveTextContent('원금과 수익은 보장되지 않습니다');
    expect(notes).toHaveTextContent('수정하거나 취소할 수 없습니다');
  });

  it('asks first; cancel invests nothing', async () => {
    const calls = countInvestCalls();
    const { user } = await openInput();
    await user.type(amountInput(), '700000');
    await user.click(consent());
    await user.click(investButton());

    const dialog = await screen.findByRole('dialog', { name: '대출을 신청하시겠습니까?' });
    expect(dialog).toHaveTextContent('신청 후에는 수정할 수 없습니다.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it('invests the amount, says so, refreshes the contract and goes to /main', async () => {
    const calls = countInvestCalls();
    const { user, location } = await openInput();
    await user.type(amountInput(), '700000');
    await user.click(consent());
    await user.click(investButton());
    const confirm = await screen.findByRole('dialog', { name: '대출을 신청하시겠습니까?' });
    await user.click(within(confirm).getByRole('button', { name: '확인' }));

    const done = await screen.findByRole('dialog', { name: '투자 완료' });
    expect(done).toHaveTextContent('투자 신청이 완료되었습니다.');
    expect(calls).toEqual([{ investment: 700_000 }]);
    // The limits were refreshed: 700,000 of 7,000,000 is taken.
    expect(await screen.findByText('최소 10,000원 ~ 최대 6,300,000원')).toBeInTheDocument();

    await user.click(within(done).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(location()).toBe('/main'));
    const recent = await screen.findByRole('region', { name: '최근 등록된 계약' });
    expect(
      within(within(recent).getByRole('article', { name: '바다 건너 편지' })).getByRole(
        'progressbar',
      ),
    ).toHaveAttribute('aria-valuetext', '10%');
  });

  it('a double tap on the final confirm invests exactly once', async () => {
    const calls = countInvestCalls();
    server.use(
      http.post(INFO_URL, async () => {
        await delay(50);
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    const { user } = await openInput();
    await user.type(amountInput(), '10000');
    await user.click(consent());
    await user.click(investButton());
    const confirm = await screen.findByRole('dialog', { name: '대출을 신청하시겠습니까?' });
    const ok = within(confirm).getByRole('button', { name: '확인' });
    // Two taps in the same frame, before React can disable the button.
    fireEvent.click(ok);
    fireEvent.click(ok);

    expect(await screen.findByRole('dialog', { name: '투자 완료' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('reads the amount back in Korean units as it is typed', async () => {
    const { user } = await openInput();
    await user.type(amountInput(), '1250000');
    expect(screen.getByText('125만 원')).toBeInTheDocument();
    await user.clear(amountInput());
    await user.type(amountInput(), '123456789');
    // Clamped to the cap, and said so in words: 1억, not 1억 2,345만.
    expect(screen.getByText('1억 원')).toBeInTheDocument();
    await user.clear(amountInput());
    await user.type(amountInput(), '5000');
    expect(screen.getByText('5,000 원')).toBeInTheDocument();
  });

  it('quick amounts add 1만, 10만 and 100만, and 최대 fills the most allowed, which is invested', async () => {
    const calls = countInvestCalls();
    const { user } = await openInput();
    const quick = screen.getByRole('group', { name: '금액 빠르게 입력' });
    await user.click(within(quick).getByRole('button', { name: '+1만' }));
    expect(amountInput()).toHaveValue('10,000');
    await user.click(within(quick).getByRole('button', { name: '+100만' }));
    await user.click(within(quick).getByRole('button', { name: '+10만' }));
    expect(amountInput()).toHaveValue('1,110,000');
    expect(screen.getByText('111만 원')).toBeInTheDocument();

    await user.click(within(quick).getByRole('button', { name: '최대' }));
    expect(amountInput()).toHaveValue('7,000,000');
    // At the most allowed, nothing more can be added.
    for (const button of within(quick).getAllByRole('button')) expect(button).toBeDisabled();
    await user.clear(amountInput());
    await user.type(amountInput(), '6990001');
    await user.click(within(quick).getByRole('button', { name: '+1만' }));
    expect(amountInput()).toHaveValue('7,000,000');

    await user.click(consent());
    await user.click(investButton());
    const confirm = await screen.findByRole('dialog', { name: '대출을 신청하시겠습니까?' });
    await user.click(within(confirm).getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('dialog', { name: '투자 완료' })).toBeInTheDocument();
    expect(calls).toEqual([{ investment: 7_000_000 }]);
  });

  it.each([
    // A server whose maximum is the cap, not what the loan still needs: 최대 stops at the remainder.
    ['the loan still needs less than the server allows', 100_000_000, '7,000,000'],
    // The loose dialect's "2,000,000": the server's own maximum, below the remainder.
    ['the server allows less than the loan needs', '2,000,000', '2,000,000'],
  ])('최대 never passes what is allowed: %s', async (_case, maximum, filled) => {
    serveInvestInfo({
      minimumLoanAmount: 10_000,
      maximumLoanAmount: maximum,
      shareCalculationRatio: 100 / 7_000_000,
      interestCalculationRatio: 0.11 / 12,
    });
    const store = await storeLoggedInAs('investor1');
    const { user } = renderApp('/investment-input/108', { store });
    await screen.findByText(/^최소 10,000원 ~ 최대/);
    await user.click(screen.getByRole('button', { name: '최대' }));
    expect(amountInput()).toHaveValue(filled);
  });

  it('past the most allowed, 최대 alone stays on and brings the amount down to it', async () => {
    const calls = countInvestCalls();
    const { user } = await renderStory(OverTheMost);
    await screen.findByText('최소 10,000원 ~ 최대 7,000,000원');
    const quick = screen.getByRole('group', { name: '금액 빠르게 입력' });
    await user.type(amountInput(), '7250000');
    expect(screen.getByText(/투자 가능 금액을 벗어났습니다/)).toBeInTheDocument();
    for (const label of ['+1만', '+10만', '+100만']) {
      expect(within(quick).getByRole('button', { name: label })).toBeDisabled();
    }
    await user.click(within(quick).getByRole('button', { name: '최대' }));
    expect(amountInput()).toHaveValue('7,000,000');
    expect(screen.queryByText(/투자 가능 금액을 벗어났습니다/)).not.toBeInTheDocument();
    expect(within(quick).getByRole('button', { name: '최대' })).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('offers no quick amount until the limits are known', async () => {
    const release = serveInvestInfo(
      {
        minimumLoanAmount: 10_000,
        maximumLoanAmount: 7_000_000,
        shareCalculationRatio: 100 / 7_000_000,
        interestCalculationRatio: 0.11 / 12,
      },
      { held: true },
    );
    const store = await storeLoggedInAs('investor1');
    renderApp('/investment-input/108', { store });
    await screen.findByText('투자 가능 금액을 불러오는 중...');
    const quick = screen.getByRole('group', { name: '금액 빠르게 입력' });
    for (const button of within(quick).getAllByRole('button')) expect(button).toBeDisabled();

    release();
    await screen.findByText('최소 10,000원 ~ 최대 7,000,000원');
    for (const button of within(quick).getAllByRole('button')) expect(button).toBeEnabled();
  });

  it('shows why a contract cannot be invested in', async () => {
    const store = await storeLoggedInAs('investor1');
    renderApp('/investment-input/104', { store });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('투자를 모집 중인 계약이 아닙니다.');
    expect(within(alert).queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });

  it('rejects an address without a valid id', async () => {
    const store = await storeLoggedInAs('investor1');
    renderApp('/investment-input/-3', { store });
    expect(await screen.findByRole('alert')).toHaveTextContent('계약 정보를 찾을 수 없습니다.');
  });
});
