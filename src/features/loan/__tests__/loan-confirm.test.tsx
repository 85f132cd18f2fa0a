import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { addMonthsClamped, todayKst } from '@/shared/lib/dates';
import { formatDate } from '@/shared/lib/format';
import { loggedInState, renderApp } from '@/test/render-app';
import { SONG, storeTerms, watch } from './loan-test-utils';

// borrower1's registered song: copyright 1, contract 101, 10 % a year.
const URL = '/loan-confirm/1/101';
const CHECK_PATH = '/contracts/101/loans/check';

afterEach(() => sessionStorage.clear());

const summary = () => screen.findByRole('region', { name: '대출 신청 내용' });
/** The description list as {term: definition}. */
function valueOf(region: HTMLElement, label: string) {
  const terms = within(region).getAllByRole('term');
  const values = within(region).getAllByRole('definition');
  return values[terms.findIndex((term) => term.textContent === label)]?.textContent;
}

test('asks the check call for the stored terms and shows the summary of spec §2', async () => {
  storeTerms(101, 1_000_000, 6);
  const seen = watch('get', CHECK_PATH);
  renderApp(URL, { preloadedState: loggedInState });

  const terms = await summary();
  expect(seen.map((request) => request.query)).toEqual([{ amount: '1000000', count: '6' }]);
  expect(valueOf(terms, '대출 방식')).toBe('만기일시상환');
  expect(valueOf(terms, '대출 금액')).toBe('1,000,000원');
  expect(valueOf(terms, '연 이자율')).toBe('연 10%');
  expect(valueOf(terms, '월 이자')).toBe('8,333원');
  expect(valueOf(terms, '총 상환 금액')).toBe('1,049,998원');
  expect(valueOf(terms, '연체 이자율')).toBe('연 5%');
  expect(valueOf(terms, '대출 기간')).toBe('6개월');
  expect(valueOf(terms, '상환 회차')).toBe('6회');

  const collateral = screen.getByRole('region', { name: '담보 NFT' });
  expect(within(collateral).getByRole('img', { name: `${SONG} 커버 이미지` })).toBeInTheDocument();
  expect(within(collateral).getByText(SONG)).toBeInTheDocument();
  expect(within(collateral).getByText('2.9467 ETH · 13,260,000원')).toBeInTheDocument();
  expect(screen.queryByText(/기본 조건/)).not.toBeInTheDocument();
});

test('without stored terms it checks the fallback of 10,000 won over 12 rounds and says so', async () => {
  const seen = watch('get', CHECK_PATH);
  renderApp(URL, { preloadedState: loggedInState });

  const terms = await summary();
  expect(seen.map((request) => request.query)).toEqual([{ amount: '10000', count: '12' }]);
  expect(valueOf(terms, '대출 금액')).toBe('10,000원');
  // floor(10,000 × 0.1 / 12) = 83; 10,000 + 83 × 12
  expect(valueOf(terms, '총 상환 금액')).toBe('10,996원');
  expect(screen.getByText(/기본 조건\(10,000원, 12회\)으로 계산했습니다/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '희망 정보 입력하기' })).toHaveAttribute(
    'href',
    '/loan-info-input/1/101',
  );
});

test('shows every round with date, interest, principal and amount before signing', async () => {
  storeTerms(101, 1_000_000, 6);
  renderApp(URL, { preloadedState: loggedInState });

  const table = await screen.findByRole('table', { name: /상환 일정표/ });
  const rows = within(table).getAllByRole('row');
  // header, six rounds, total
  expect(rows).toHaveLength(8);
  const today = todayKst(new Date());
  expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent(
    `1회차${formatDate(addMonthsClamped(today, 1))}`,
  );
  expect(
    within(rows[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['8,333', '0', '8,333', '+1']);
  expect(within(rows[6]).getByRole('rowheader')).toHaveTextContent(
    `6회차${formatDate(addMonthsClamped(today, 6))}`,
  );
  expect(
    within(rows[6])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['8,333', '1,000,000', '1,008,333', '+138']);
  expect(
    within(rows[7])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['49,998', '1,000,000', '1,049,998', '']);
  expect(screen.getByText(/오늘\(.+\) 대출이 시작된다고 가정한 예상 일정/)).toBeInTheDocument();
  expect(
    screen.getByText(/마지막 회차\(1,008,333원\)를 하루 늦으면 138원이 더해집니다/),
  ).toBeInTheDocument();
});

test('explains the five steps, and writing the contract needs the consent', async () => {
  storeTerms(101, 1_000_000, 6);
  const { user, location } = renderApp(URL, { preloadedState: loggedInState });

  const steps = await screen.findByRole('region', { name: '대출은 이렇게 진행돼요' });
  const items = within(steps).getAllByRole('listitem');
  expect(items).toHaveLength(5);
  ['투자 모집', '대출 자동 실행', '매월 이자 상환', '마지막 회차 원금 상환', '연체와 경매'].forEach(
    (title, index) => expect(items[index]).toHaveTextContent(title),
  );
  expect(items[1]).toHaveTextContent(
    '1개월 안에 희망 금액이 모두 모이면 대출이 자동으로 시작됩니다.',
  );
  expect(items[4]).toHaveTextContent('30일 이상 연체되면 담보 NFT가 경매에 부쳐질 수 있습니다.');

  const write = screen.getByRole('button', { name: '계약서 작성하기' });
  expect(write).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }));
  expect(write).toBeEnabled();
  await user.click(write);
  expect(location()).toBe('/myNft/loan-contract/1/101');
});

test('a refused check shows the server message, without a retry that would be refused again', async () => {
  storeTerms(101, 1_000_000, 6);
  server.use(
    http.get(`http://localhost/api/v1${CHECK_PATH}`, () =>
      HttpResponse.json(
        {
          success: false,
          error: { code: 'LOAN_AMOUNT_TOO_LARGE', message: '최대 대출 금액은 9,280,000원입니다.' },
        },
        { status: 400 },
      ),
    ),
  );
  renderApp(URL, { preloadedState: loggedInState });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('최대 대출 금액은 9,280,000원입니다.');
  expect(within(alert).queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
});
