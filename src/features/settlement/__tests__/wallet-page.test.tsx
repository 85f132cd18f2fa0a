import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { toLooseDialect, type Dialect } from '@mocks/handlers/dialect';
import { server } from '@mocks/node';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import type { ContractRole, RepaymentStatus } from '@/shared/api/wire/enums';
import type { ConfirmedContracts, MyNftItem } from '@/shared/api/wire/schemas';
import { apiRoot } from '@/shared/config/env';
import { loggedInState, renderApp } from '@/test/render-app';
import { dashboard, schedule } from './settlement-test-utils';

type Dashboards = Record<ContractRole, Partial<Record<RepaymentStatus, ConfirmedContracts>>>;

const send = (data: unknown, dialect: Dialect) =>
  HttpResponse.json({
    success: true,
    data: (dialect === 'loose'
      ? toLooseDialect(data, { unfiltered: false })
      : data) as JsonBodyType,
  });

/** Answers the wallet's calls with fixed data, per role and status, in one wire dialect. */
function serveWallet(
  dashboards: Dashboards,
  nfts: { issued: MyNftItem[]; invested: MyNftItem[] },
  dialect: Dialect = 'canonical',
) {
  server.use(
    http.get(`${apiRoot}/me/contracts/confirmed`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const role = params.get('role') as ContractRole;
      const status = params.get('status') as RepaymentStatus;
      return send(
        dashboards[role][status] ?? dashboard([], { totalContracts: 0, totalAmount: 0 }),
        dialect,
      );
    }),
    http.get(`${apiRoot}/me/copyrights`, () => send({ copyrights: nfts.issued }, dialect)),
    http.get(`${apiRoot}/me/invest/copyrights`, () => send({ copyrights: nfts.invested }, dialect)),
  );
}

const nft = (copyrightId: number, status: string): MyNftItem => ({
  copyrightId,
  imageUrl: 'https://cdn.example/cover.png',
  title: `노래 ${copyrightId}`,
  status: status as MyNftItem['status'],
  progress: 0,
});

const CASH = { cash: 24_000_000 };
// Loan A: 1,000,000 lent at 12 % (10,000 a month), 3 rounds; loan B: 500,000 at 9 % (3,750), 2.
const lender = {
  UPCOMING: dashboard(
    [
      schedule({
        repaymentScheduleId: 2,
        nftName: 'A',
        round: 2,
        repaymentDate: '2026-04-15',
        repaymentAmount: 10_000,
      }),
      schedule({
        repaymentScheduleId: 12,
        nftName: 'B',
        round: 2,
        repaymentDate: '2026-04-15',
        repaymentAmount: 503_750,
        interestRate: 0.09,
      }),
      schedule({
        repaymentScheduleId: 3,
        nftName: 'A',
        round: 3,
        repaymentDate: '2026-05-15',
        repaymentAmount: 1_010_000,
      }),
    ],
    { ...CASH, totalContracts: 2, totalAmount: 1_500_000 },
  ),
  OVERDUE: dashboard(
    [
      schedule({
        repaymentScheduleId: 11,
        nftName: 'B',
        round: 1,
        repaymentDate: '2026-02-15',
        repaymentAmount: 3_750,
        lateFee: 12,
        interestRate: 0.09,
      }),
    ],
    { ...CASH, totalContracts: 2, totalAmount: 1_500_000 },
  ),
  REPAID: dashboard(
    [
      schedule({
        repaymentScheduleId: 1,
        nftName: 'A',
        round: 1,
        repaymentDate: '2026-03-15',
        repaymentAmount: 10_000,
      }),
    ],
    { ...CASH, totalContracts: 2, totalAmount: 1_500_000 },
  ),
};
const borrower = {
  UPCOMING: dashboard(
    [
      schedule({
        repaymentScheduleId: 21,
        round: 2,
        repaymentDate: '2026-03-20',
        repaymentAmount: 50_000,
      }),
      schedule({
        repaymentScheduleId: 22,
        round: 3,
        repaymentDate: '2026-04-20',
        repaymentAmount: 5_050_000,
      }),
    ],
    { ...CASH, totalContracts: 1, totalAmount: 5_000_000 },
  ),
  OVERDUE: dashboard(
    [
      schedule({
        repaymentScheduleId: 20,
        round: 1,
        repaymentDate: '2026-02-20',
        repaymentAmount: 50_000,
        lateFee: 137,
      }),
    ],
    { ...CASH, totalContracts: 1, totalAmount: 5_000_000 },
  ),
};
const NFTS = {
  issued: [nft(1, 'REGISTERED'), nft(2, 'INVESTING'), nft(3, 'COMPLETED'), nft(4, 'FROZEN')],
  invested: [nft(5, 'COMPLETED'), nft(6, 'COMPLETED')],
};

const section = (name: string) => screen.findByRole('region', { name });
const figure = async (sectionName: string, label: RegExp) =>
  within(await section(sectionName)).findByRole('link', { name: label });
const settled = () => waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));

describe.each<Dialect>(['canonical', 'loose'])('in the %s dialect', (dialect) => {
  it('shows the balance and, per side, what is lent and owed, what comes next and what is late', async () => {
    serveWallet({ LENDER: lender, BORROWER: borrower }, NFTS, dialect);
    const { user, location } = renderApp('/wallet', { preloadedState: loggedInState });

    expect(await screen.findByRole('heading', { level: 1, name: '내 지갑' })).toBeInTheDocument();
    expect(await within(await section('보유 잔액')).findByText('24,000,000원')).toBeInTheDocument();

    expect(await figure('투자', /투자 중인 금액/)).toHaveTextContent('1,500,000원');
    expect(await figure('투자', /투자 중인 금액/)).toHaveTextContent('2건의 대출');
    // 10,000 less 1,540 tax, and 503,750 (500,000 principal) less 570: 511,640 on 2026.04.15.
    const next = await figure('투자', /다음에 받을 금액/);
    expect(next).toHaveTextContent('511,640원');
    expect(next).toHaveTextContent('2026.04.15 · 2건 · 이자소득세 15.4% 뗀 금액');
    expect(await figure('투자', /연체/)).toHaveTextContent('3,762원');
    expect(await figure('투자', /연체/)).toHaveTextContent('1회차, 연체료 포함');

    expect(await figure('대출', /갚을 금액/)).toHaveTextContent('5,150,137원');
    expect(await figure('대출', /갚을 금액/)).toHaveTextContent('1건, 대출 원금 5,000,000원');
    expect(await figure('대출', /다음 상환/)).toHaveTextContent('50,000원');
    expect(await figure('대출', /다음 상환/)).toHaveTextContent('2026.03.20');
    expect(await figure('대출', /연체/)).toHaveTextContent('50,137원');

    const issued = await figure('내 NFT', /발행한 NFT/);
    expect(issued).toHaveTextContent('4개');
    expect(issued).toHaveTextContent('등록 완료 1 · 투자 모집 중 1 · 상환 중 1 · 기타 1');
    expect(await figure('내 NFT', /투자한 NFT/)).toHaveTextContent('2개');
    await settled();

    await user.click(await figure('투자', /연체/));
    await waitFor(() => expect(location()).toBe('/repayment-received?tab=overdue'));
  });
});

it('each figure opens the screen that explains it', async () => {
  serveWallet({ LENDER: lender, BORROWER: borrower }, NFTS);
  renderApp('/wallet', { preloadedState: loggedInState });
  const links: Array<[string, RegExp, string]> = [
    ['보유 잔액', /정산 관리에서 보기/, '/adjustment'],
    ['투자', /투자 중인 금액/, '/repayment-received'],
    ['투자', /다음에 받을 금액/, '/repayment-received?tab=upcoming'],
    ['대출', /갚을 금액/, '/servicing-repayment'],
    ['대출', /다음 상환/, '/servicing-repayment?tab=upcoming'],
    ['대출', /연체/, '/servicing-repayment?tab=overdue'],
    ['내 NFT', /발행한 NFT/, '/myNft?tab=issued'],
    ['내 NFT', /투자한 NFT/, '/myNft?tab=invested'],
  ];
  for (const [name, label, href] of links) {
    expect(await figure(name, label)).toHaveAttribute('href', href);
  }
  await settled();
});

it('a new account: nothing lent, owed or coming, no NFT and no contract', async () => {
  serveWallet({ LENDER: {}, BORROWER: {} }, { issued: [], invested: [] });
  renderApp('/wallet', { preloadedState: loggedInState });
  expect(await figure('투자', /투자 중인 금액/)).toHaveTextContent('0원');
  expect(await figure('투자', /다음에 받을 금액/)).toHaveTextContent('예정 없음');
  expect(await figure('대출', /연체/)).toHaveTextContent('없음');
  expect(await figure('내 NFT', /발행한 NFT/)).toHaveTextContent('0개');
  // No IndexedDB in this file: the phone keeps no copies, and the section says so.
  expect(await within(await section('내 계약서')).findByRole('alert')).toHaveTextContent(
    '이 브라우저에서는 계약서 사본을 보관할 수 없어요.',
  );
  await settled();
});

it('a failed call shows its section as an error with a retry, the others as they are', async () => {
  serveWallet({ LENDER: lender, BORROWER: borrower }, NFTS);
  let failing = true;
  server.use(
    http.get(`${apiRoot}/me/contracts/confirmed`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (!failing || params.get('role') !== 'LENDER' || params.get('status') !== 'REPAID') return;
      return HttpResponse.json(
        { success: false, error: { code: 'INTERNAL_ERROR', message: '일시적인 오류' } },
        { status: 500 },
      );
    }),
  );
  const { user } = renderApp('/wallet', { preloadedState: loggedInState });
  const invest = await section('투자');
  expect(await within(invest).findByRole('alert')).toHaveTextContent(/서버/);
  expect(await figure('대출', /갚을 금액/)).toHaveTextContent('5,150,137원');
  failing = false;
  await user.click(within(invest).getByRole('button', { name: '다시 시도' }));
  expect(await figure('투자', /다음에 받을 금액/)).toHaveTextContent('511,640원');
  await settled();
});

it('the demo backend: investor1 sees what the settlement screen sees', async () => {
  const store = await storeLoggedInAs('investor1');
  renderApp('/wallet', { store });
  const lent = await figure('투자', /투자 중인 금액/);
  await settled();
  const { data } = (await (
    await fetch(`${apiRoot}/me/contracts/confirmed?status=UPCOMING&role=LENDER`, {
      headers: { Authorization: `Bearer ${store.getState().session.accessToken}` },
    })
  ).json()) as { data: ConfirmedContracts };
  const won = (value: number) => `${value.toLocaleString('en-US')}원`;
  expect(data.totalAmount).toBeGreaterThan(0);
  expect(lent).toHaveTextContent(won(data.totalAmount));
  expect(within(await section('보유 잔액')).getByText(won(data.cash))).toBeInTheDocument();
});

it('asks a visitor to log in', async () => {
  renderApp('/wallet');
  expect(
    await screen.findByRole('dialog', { name: '로그인 시 열람 가능합니다.' }),
  ).toBeInTheDocument();
});

it('a section still loading says what it loads, in the rows its figures will take', async () => {
  serveWallet({ LENDER: lender, BORROWER: borrower }, NFTS);
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.get(`${apiRoot}/me/contracts/confirmed`, async ({ request }) => {
      if (new URL(request.url).searchParams.get('role') === 'LENDER') await held;
    }),
  );
  renderApp('/wallet', { preloadedState: loggedInState });
  const invest = await section('투자');
  expect(
    await within(invest).findByRole('progressbar', { name: '투자 현황을 불러오는 중...' }),
  ).toBeInTheDocument();
  expect(within(invest).getByText('투자 현황을 불러오는 중...')).toBeInTheDocument();
  // The rows held for the other two figures are drawn, not read.
  expect(within(invest).queryAllByRole('link')).toHaveLength(0);
  expect(await figure('대출', /갚을 금액/)).toHaveTextContent('5,150,137원');

  answer();
  expect(await figure('투자', /다음에 받을 금액/)).toHaveTextContent('511,640원');
  await settled();
});
