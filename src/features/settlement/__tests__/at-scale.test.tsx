import { screen, waitFor, within } from '@testing-library/react';
import { largeTitle, WORLD_SIZES } from '@mocks/db/large-world';
import { resetDb, setWorld } from '@mocks/db/store';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { renderApp } from '@/test/render-app';
import { catchSavedFiles } from '@/test/saved-files';
import { cards } from './settlement-test-utils';
import '@/features/settlement/pages/RepaymentReceivedPage';

/**
 * An investor of a platform's size (issue "Fast at a platform's size"): 500 running loans, 6,000
 * rounds. The list draws the rounds on screen, grouped by month; a person finds one by song, by
 * date order or by jumping to a month.
 */
const { open } = WORLD_SIZES['5000'];
const monthHeadings = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '')
    .filter((text) => /^\d{4}년 \d{1,2}월/.test(text));

beforeEach(() => {
  setWorld('5000');
  resetDb();
});

it('draws the rounds on screen of thousands, each saying where it stands, under its month', async () => {
  const store = await storeLoggedInAs('investor1');
  renderApp('/repayment-received', { store });
  const drawn = await cards();
  expect(drawn.length).toBeLessThan(25);
  const total = Number(drawn[0].getAttribute('aria-setsize'));
  expect(total).toBeGreaterThan(3_000);
  expect(drawn.map((row) => row.getAttribute('aria-posinset'))).toEqual(
    drawn.map((_, i) => String(i + 1)),
  );
  // The first round of the first month carries the month's count and total.
  const [first] = monthHeadings();
  expect(first).toMatch(/^\d{4}년 \d{1,2}월\d[\d,]*건 · [\d,]+원$/);
});

it('finds one loan’s rounds by song and keeps the filter in the address', async () => {
  const store = await storeLoggedInAs('investor1');
  const { user, location } = renderApp('/repayment-received', { store });
  await cards();
  const song = largeTitle(open + 26);
  await user.type(screen.getByRole('searchbox', { name: '곡명으로 찾기' }), song);
  await waitFor(() =>
    expect(location()).toBe(
      `/repayment-received?song=${encodeURIComponent(song).replace(/%20/g, '+')}`,
    ),
  );
  const found = await cards();
  expect(found.length).toBeGreaterThan(0);
  expect(found.length).toBeLessThanOrEqual(12);
  for (const row of found) expect(within(row).getByRole('heading', { name: song })).toBeVisible();
  // A few rounds are drawn whole: no position to announce.
  expect(found[0]).not.toHaveAttribute('aria-setsize');
});

it('turns the date order around, and jumps to a month, whose first round takes focus', async () => {
  const store = await storeLoggedInAs('investor1');
  const { user, location } = renderApp('/repayment-received', { store });
  await cards();
  const soonest = monthHeadings()[0];
  await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '날짜 늦은 순');
  await waitFor(() => expect(location()).toBe('/repayment-received?order=desc'));
  await waitFor(() => expect(monthHeadings()[0]).not.toBe(soonest));

  const jump = screen.getByRole('combobox', { name: '월로 이동' });
  const months = within(jump)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '')
    .filter((text) => text !== '월 선택');
  expect(months.length).toBeGreaterThanOrEqual(11);
  const target = months[months.length - 1];
  await user.selectOptions(jump, target);
  const label = target.replace(/ \(.*$/, '');
  // The row that month starts at is drawn and has focus, so a screen reader reads from there.
  await waitFor(() => {
    const row = within(screen.getByRole('list', { name: '상환 회차' }))
      .getAllByRole('listitem')
      .find((item) =>
        within(item).queryByRole('heading', { level: 3, name: new RegExp(`^${label}`) }),
      );
    expect(row).toHaveFocus();
  });
});

it('내 지갑 at that size: the figures of 500 loans and thousands of rounds, and the repaid CSV with every round', async () => {
  const store = await storeLoggedInAs('investor1');
  const { files } = catchSavedFiles();
  const { unmount } = renderApp('/wallet', { store });
  const invest = await screen.findByRole('region', { name: '투자' });
  const lent = await within(invest).findByRole('link', { name: /투자 중인 금액/ });
  expect(lent).toHaveTextContent(/[\d,]+원/);
  expect(lent.textContent).toMatch(/[1-9][\d,]*건의 대출/);
  expect(await within(invest).findByRole('link', { name: /다음에 받을 금액/ })).toHaveTextContent(
    /\d{4}\.\d{2}\.\d{2}/,
  );
  await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
  unmount();

  const { user } = renderApp('/repayment-received?tab=repaid', { store });
  const drawn = await cards();
  const total = Number(drawn[0].getAttribute('aria-setsize'));
  await user.click(screen.getByRole('button', { name: '내려받기 (CSV)' }));
  await waitFor(() => expect(files).toHaveLength(1));
  const lines = (await files[0].text()).split('\r\n').filter(Boolean);
  // The header, then a row per round of the tab, not just the ones drawn.
  expect(lines.length - 1).toBeGreaterThanOrEqual(total - 1);
  expect(lines.length - 1).toBeGreaterThan(drawn.length);
});
