import { screen, waitFor, within } from '@testing-library/react';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { loggedInState, renderApp } from '@/test/render-app';
import { catchSavedFiles } from '@/test/saved-files';
import { dashboard, failStatus, schedule, serveDashboards } from './settlement-test-utils';

/** The file's lines without the byte-order mark, which it must start with. */
async function linesOf(file: Blob): Promise<string[]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes.subarray(3)).split('\r\n').filter(Boolean);
}

const download = () => screen.findByRole('button', { name: '내려받기 (CSV)' });

describe.each(['canonical', 'loose'] as const)('in the %s dialect', (dialect) => {
  it("the lender's repaid tab: the screen's amounts, the tax withheld and the net", async () => {
    const repaid = dashboard([
      schedule({
        repaymentScheduleId: 3,
        round: 3,
        repaymentDate: '2026-02-15',
        repaymentAmount: 1_010_000,
      }),
      schedule({
        repaymentScheduleId: 2,
        round: 2,
        repaymentDate: '2026-01-15',
        repaymentAmount: 10_000,
        lateFee: 41,
      }),
      schedule({
        repaymentScheduleId: 1,
        nftName: '=cmd|x',
        round: 1,
        repaymentDate: '2025-12-15',
        repaymentAmount: 5_000,
        interestRate: 0.06,
      }),
    ]);
    serveDashboards({ REPAID: repaid }, dialect);
    const { files, names } = catchSavedFiles();
    const { user } = renderApp('/repayment-received?tab=repaid', { preloadedState: loggedInState });
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findAllByRole('article');
    await user.click(await download());

    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].type).toBe('text/csv;charset=utf-8');
    expect(names[0]).toMatch(/^musicloan-lender-repaid-\d{8}\.csv$/);
    expect(await linesOf(files[0])).toEqual([
      '상환일,곡,회차,받을 금액(원),연체료(원),합계(원),원금(원),이자(원),이자소득세 원천징수 15.4%(원),세후 수령액(원)',
      '2026-02-15,여름 밤,3,1010000,0,1010000,1000000,10000,1540,1008460',
      '2026-01-15,여름 밤,2,10000,41,10041,0,10000,1540,8501',
      // A song of its own, one round, all interest would be wrong: its only round is its last.
      "2025-12-15,'=cmd|x,1,5000,0,5000,4976,24,0,5000",
    ]);
  });
});

it("the borrower's upcoming tab: date, song, round, amount, late fee and total, no tax", async () => {
  serveDashboards({
    UPCOMING: dashboard([
      schedule({
        repaymentScheduleId: 7,
        nftName: '봄, 그리고 "너"',
        round: 4,
        repaymentDate: '2026-05-20',
        repaymentAmount: 62_500,
      }),
    ]),
  });
  const { files, names } = catchSavedFiles();
  const { user } = renderApp('/servicing-repayment', { preloadedState: loggedInState });
  await within(await screen.findByRole('tabpanel')).findAllByRole('article');
  await user.click(await download());
  await waitFor(() => expect(files).toHaveLength(1));
  expect(names[0]).toMatch(/^musicloan-borrower-upcoming-\d{8}\.csv$/);
  expect(await linesOf(files[0])).toEqual([
    '상환일,곡,회차,상환 금액(원),연체료(원),합계(원)',
    '2026-05-20,"봄, 그리고 ""너""",4,62500,0,62500',
  ]);
});

it("the demo backend: investor1's repaid rounds, each row the card's amount", async () => {
  const store = await storeLoggedInAs('investor1');
  const { files } = catchSavedFiles();
  const { user } = renderApp('/repayment-received?tab=repaid', { store });
  const cards = await within(await screen.findByRole('tabpanel')).findAllByRole('article');
  await user.click(await download());
  await waitFor(() => expect(files).toHaveLength(1));
  const [header, ...rows] = await linesOf(files[0]);
  expect(header).toContain('이자소득세 원천징수 15.4%(원)');
  expect(rows.length).toBeGreaterThanOrEqual(cards.length);
  for (const row of rows) {
    const [, , , amount, lateFee, total, principal, interest, tax, net] = row
      .split(',')
      .slice(-10)
      .map(Number);
    expect(amount + lateFee).toBe(total);
    expect(principal + interest).toBe(amount);
    expect(total - tax).toBe(net);
  }
  const firstCard = within(cards[0]).getByText(/원$/, { selector: 'dd' }).textContent ?? '';
  expect(rows[0]).toContain(`,${firstCard.replace(/[^\d]/g, '')},`);
});

it('tells the person when the other tabs could not be read, and saves nothing', async () => {
  serveDashboards({ REPAID: dashboard([schedule({ repaymentScheduleId: 1 })]) });
  failStatus('OVERDUE');
  const { files } = catchSavedFiles();
  const { user } = renderApp('/repayment-received?tab=repaid', { preloadedState: loggedInState });
  await within(await screen.findByRole('tabpanel')).findAllByRole('article');
  await user.click(await download());
  expect(
    await screen.findByText(/내역을 모두 불러오지 못해 파일을 만들지 못했어요/),
  ).toBeInTheDocument();
  expect(files).toHaveLength(0);
  expect(await download()).toBeEnabled();
});
