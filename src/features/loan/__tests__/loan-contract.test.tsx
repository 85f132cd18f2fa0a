import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { CAUSE_MESSAGES, RETRYING_MESSAGES } from '@/shared/api/api-error';
import { todayKst } from '@/shared/lib/dates';
import { formatDate } from '@/shared/lib/format';
import { loggedInState, renderApp } from '@/test/render-app';
import {
  contractEachTest,
  draw,
  expectOnMyNft,
  fillEverything,
  submitButton,
} from './contract-test-utils';
import { storeTerms, watch } from './loan-test-utils';

afterEach(() => sessionStorage.clear());

const { loan, contractUrl, agreementPath, openContract } = contractEachTest();

test('articles 1-7 carry the real figures, the borrower and today as the written date', async () => {
  storeTerms(loan().contractId, 1_000_000, 6);
  const seen = watch('get', agreementPath());
  await openContract();

  expect(seen.map((request) => request.query)).toEqual([{ amount: '1000000', count: '6' }]);
  const articles = screen.getByRole('region', { name: '계약 조항' });
  expect(
    within(articles)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([
    '제1조 (당사자)',
    '제2조 (담보 NFT)',
    '제3조 (대출 조건)',
    '제4조 (상환)',
    '제5조 (연체 및 담보 처분)',
    '제6조 (계약 해지)',
    '제7조 (기타)',
  ]);
  expect(within(articles).getByText(/차입자: 김대출/)).toBeInTheDocument();
  expect(within(articles).getByText(/"한강의 새벽" \(NFT 번호 1\)/)).toBeInTheDocument();
  expect(within(articles).getByText('평가액: 2.9467 ETH (13,260,000원)')).toBeInTheDocument();
  expect(
    within(articles).getByText('대출 금액 1,000,000원, 대출 방식 만기일시상환, 이자율 연 10%'),
  ).toBeInTheDocument();
  expect(
    within(articles).getByText(
      '월 이자 8,333원, 대출 기간 6개월, 상환 6회, 총 상환 금액 1,049,998원',
    ),
  ).toBeInTheDocument();
  expect(within(articles).getByText(/연 5%의 연체 이자가 하루 단위로/)).toBeInTheDocument();
  expect(within(articles).getByText(/30일 이상 계속되면/)).toBeInTheDocument();
  expect(
    within(articles).getByText(`작성일: ${formatDate(todayKst(new Date()))}`),
  ).toBeInTheDocument();

  const table = screen.getByRole('table', { name: /상환 일정표/ });
  const total = within(table).getAllByRole('row').at(-1)!;
  expect(within(total).getAllByRole('cell')[2]).toHaveTextContent('1,049,998');
});

test('the other contract route shows the same document', async () => {
  storeTerms(loan().contractId, 1_000_000, 6);
  await openContract(`/loan-agreement/${loan().copyrightId}/${loan().contractId}`);
  expect(screen.getByText('음원 저작권 NFT 담보 대출 계약서')).toBeInTheDocument();
  expect(submitButton()).toBeInTheDocument();
});

test('submit waits for the checklist, the name and the consent', async () => {
  storeTerms(loan().contractId, 1_000_000, 6);
  const { user } = await openContract();
  expect(submitButton()).toBeDisabled();

  await fillEverything(user);
  expect(submitButton()).toBeEnabled();

  const name = screen.getByRole('textbox', { name: '성명' });
  await user.clear(name);
  await user.type(name, '   ');
  expect(submitButton()).toBeDisabled();
});

test('an empty signature is refused with a message and nothing is sent', async () => {
  storeTerms(loan().contractId, 1_000_000, 6);
  const posted = watch('post', agreementPath());
  const { user, location } = await openContract();
  await fillEverything(user);

  await user.click(submitButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '서명이 비어 있습니다. 서명란에 직접 서명한 뒤 제출해주세요.',
  );
  expect(posted).toEqual([]);

  // Drawing then clearing is empty again.
  await draw(user);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '지우기' }));
  await user.click(submitButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('서명이 비어 있습니다.');
  expect(posted).toEqual([]);
  expect(location()).toBe(contractUrl());
});

test('a signed contract sends the stored amount and rounds once and goes to /myNft', async () => {
  storeTerms(loan().contractId, 1_000_000, 6);
  const posted = watch('post', agreementPath());
  const { user, location } = await openContract();
  await fillEverything(user);
  await draw(user);

  await user.dblClick(submitButton());

  await expectOnMyNft(location);
  expect(posted.map((request) => request.body)).toEqual([
    { loanAmount: 1_000_000, repaymentCount: 6 },
  ]);
  expect(sessionStorage.getItem('loanTerms')).toBe('{}');
  const open = (await fetch('http://localhost/api/v1/contracts').then((r) => r.json())) as {
    data: { contracts: { contractId: number; loanAmount: number }[] };
  };
  expect(open.data.contracts).toContainEqual(
    expect.objectContaining({ contractId: loan().contractId, loanAmount: 1_000_000 }),
  );
});

test('without stored terms the document uses the fallback and cannot be submitted', async () => {
  const seen = watch('get', agreementPath());
  const { user } = await openContract();
  expect(seen.map((request) => request.query)).toEqual([{ amount: '10000', count: '12' }]);
  expect(screen.getByText(/희망 정보를 입력해야 계약서를 제출할 수 있습니다/)).toBeInTheDocument();

  await fillEverything(user);
  await draw(user);
  expect(submitButton()).toBeDisabled();
  expect(
    screen.getByText('희망 대출 금액과 상환 회차가 없어 제출할 수 없습니다.'),
  ).toBeInTheDocument();
});

const errorBody = (status: number, code: string, message: string) => () =>
  HttpResponse.json({ success: false, error: { code, message } }, { status });

// Errors by cause, on the loan area's screen: each row is what the server did, what the borrower
// reads, and whether trying again is offered.
test.each([
  [
    'a 404 says the copyright is not found',
    errorBody(404, 'NOT_FOUND', '계약을 찾을 수 없습니다.'),
    '저작권 정보를 찾을 수 없습니다.',
    false,
  ],
  [
    'a 502 with an HTML page says the server failed, not "not found"',
    () => HttpResponse.html('<html><body>Bad Gateway</body></html>', { status: 502 }),
    CAUSE_MESSAGES.server,
    true,
  ],
  [
    'a 500 says the server failed, not its internals',
    errorBody(500, 'INTERNAL_ERROR', 'NullPointerException'),
    CAUSE_MESSAGES.server,
    true,
  ],
  [
    'a success without data is a server fault',
    () => HttpResponse.json({ success: true }),
    CAUSE_MESSAGES.server,
    true,
  ],
  ['a dropped connection says so', () => HttpResponse.error(), RETRYING_MESSAGES.network, true],
  [
    'a 403 says it is not allowed',
    errorBody(403, 'FORBIDDEN', '본인 저작권만 대출할 수 있습니다.'),
    '본인 저작권만 대출할 수 있습니다.',
    false,
  ],
  [
    'a 409 passes on the conflict with a retry',
    errorBody(409, 'ALREADY_APPLIED', '이미 대출을 신청한 저작권입니다.'),
    '이미 대출을 신청한 저작권입니다.',
    true,
  ],
  [
    "a 422 passes on the server's reason",
    errorBody(422, 'ABOVE_MAXIMUM', '최대 대출 금액을 넘었습니다.'),
    '최대 대출 금액을 넘었습니다.',
    false,
  ],
])(
  'loading text first, then the true cause when the agreement cannot load: %s',
  async (_label, respond, message, retry) => {
    storeTerms(101, 1_000_000, 6);
    server.use(http.get('http://localhost/api/v1/contracts/101/loans/agreement', respond));
    renderApp('/myNft/loan-contract/1/101', { preloadedState: loggedInState });
    await screen.findByText('데이터를 불러오는 중...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('button', { name: '다시 시도' }) !== null).toBe(retry);
  },
);

test('a 401 ends the session and sends the borrower to log in, then back to the contract', async () => {
  storeTerms(101, 1_000_000, 6);
  server.use(
    http.get(
      'http://localhost/api/v1/contracts/101/loans/agreement',
      errorBody(401, 'UNAUTHORIZED', '토큰이 만료되었습니다.'),
      { once: true },
    ),
  );
  const { user, store, location } = renderApp('/myNft/loan-contract/1/101', {
    preloadedState: loggedInState,
  });
  expect(await screen.findByText(CAUSE_MESSAGES.unauthorized)).toBeVisible();
  expect(location()).toBe(`/login?next=${encodeURIComponent('/myNft/loan-contract/1/101')}`);
  expect(store.getState().session.accessToken).toBeNull();
  await user.type(screen.getByLabelText('아이디'), 'borrower1');
  await user.type(screen.getByLabelText('비밀번호'), 'demo1234!');
  await user.click(screen.getByRole('button', { name: '로그인' }));
  await waitFor(() => expect(location()).toBe('/myNft/loan-contract/1/101'));
  expect(await screen.findByRole('heading', { name: /제1조/ })).toBeVisible();
});

test('the document still reads when the borrower name cannot be loaded', async () => {
  storeTerms(loan().contractId, 1_000_000, 6);
  server.use(
    http.get(`http://localhost/api/v1/contracts/${loan().contractId}`, () =>
      HttpResponse.json(
        { success: false, error: { code: 'INTERNAL_ERROR', message: '일시적인 오류' } },
        { status: 500 },
      ),
    ),
  );
  await openContract();
  const articles = screen.getByRole('region', { name: '계약 조항' });
  expect(within(articles).getByText(/차입자: 대출 신청인/)).toBeInTheDocument();
  expect(submitButton()).toBeInTheDocument();
});
