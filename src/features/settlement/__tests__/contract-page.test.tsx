import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import type { MyNftItem } from '@/shared/api/wire/schemas';
import { apiRoot } from '@/shared/config/env';
import { loggedInState, renderApp } from '@/test/render-app';

const section = (name: RegExp) => screen.findByRole('region', { name });
const received = () => section(/내가 받은 대출/);
const invested = () => section(/내가 투자한 대출/);

function serveLists(mine: MyNftItem[], investedIn: MyNftItem[]) {
  const ok = (copyrights: MyNftItem[]) => () =>
    HttpResponse.json({ success: true, data: { copyrights } });
  server.use(
    http.get(`${apiRoot}/me/copyrights`, ok(mine)),
    http.get(`${apiRoot}/me/invest/copyrights`, ok(investedIn)),
  );
}

const item = (patch: Partial<MyNftItem>): MyNftItem => ({
  copyrightId: 1,
  imageUrl: 'https://cdn.example/1.png',
  title: '노래',
  status: 'COMPLETED',
  progress: 100,
  ...patch,
});

it("lists borrower1's own loans (funding and repaying) and opens a loan's detail", async () => {
  const store = await storeLoggedInAs('borrower1');
  const { user, location } = renderApp('/contract', { store });

  const mine = await received();
  const repaying = await within(mine).findByRole('link', { name: /푸른 고래/ });
  expect(repaying).toHaveTextContent('상환 중');
  const funding = within(mine).getByRole('link', { name: /별빛 정류장/ });
  expect(funding).toHaveTextContent('투자 모집 중');
  expect(
    within(funding).getByRole('progressbar', { name: '별빛 정류장 투자 진행률' }),
  ).toBeInTheDocument();
  // Only registered, never asked for a loan: not a loan contract.
  expect(within(mine).queryByRole('link', { name: /한강의 새벽/ })).not.toBeInTheDocument();
  expect(within(mine).getByRole('link', { name: '상환하기' })).toHaveAttribute(
    'href',
    '/servicing-repayment',
  );

  await user.click(repaying);
  await waitFor(() => expect(location()).toMatch(/^\/myNft\/detail\/\d+$/));
});

it("lists investor1's investments and points them to registering music for their own", async () => {
  const store = await storeLoggedInAs('investor1');
  renderApp('/contract', { store });

  const theirs = await invested();
  expect(await within(theirs).findByRole('link', { name: /골목길 라디오/ })).toBeInTheDocument();
  expect(within(theirs).getByRole('link', { name: '상환받기' })).toHaveAttribute(
    'href',
    '/repayment-received',
  );
  const mine = await received();
  expect(await within(mine).findByText(/받은 대출이 없습니다/)).toBeInTheDocument();
  expect(within(mine).getByRole('link', { name: '음악 등록하러 가기' })).toHaveAttribute(
    'href',
    '/myNft',
  );
});

it('links each item to its detail and shows empty states that lead somewhere', async () => {
  serveLists(
    [
      item({ copyrightId: 7, title: '내 노래', status: 'INVESTING', progress: 40 }),
      item({ copyrightId: 8, title: '등록만', status: 'REGISTERED' }),
    ],
    [],
  );
  const { user, location } = renderApp('/contract', { preloadedState: loggedInState });

  const mine = await received();
  expect(await within(mine).findByRole('link', { name: /내 노래/ })).toHaveAttribute(
    'href',
    '/myNft/detail/7',
  );
  expect(within(mine).queryByText('등록만')).not.toBeInTheDocument();

  const theirs = await invested();
  expect(within(theirs).getByText(/투자한 대출이 없습니다/)).toBeInTheDocument();
  await user.click(within(theirs).getByRole('link', { name: '대출 둘러보기' }));
  await waitFor(() => expect(location()).toBe('/main'));
});

it('shows each list loading, then its own error with a retry', async () => {
  let failing = true;
  // The first answer waits until the loading state has been seen: on a busy machine it could
  // otherwise arrive before the first look.
  let release = () => {};
  const loadingSeen = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`${apiRoot}/me/invest/copyrights`, async () => {
      await loadingSeen;
      return failing
        ? HttpResponse.json(
            {
              success: false,
              error: { code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' },
            },
            { status: 500 },
          )
        : HttpResponse.json({ success: true, data: { copyrights: [item({ title: '투자곡' })] } });
    }),
    http.get(`${apiRoot}/me/copyrights`, () =>
      HttpResponse.json({ success: true, data: { copyrights: [] } }),
    ),
  );
  const { user } = renderApp('/contract', { preloadedState: loggedInState });

  const theirs = await invested();
  expect(within(theirs).getByRole('status')).toHaveTextContent('데이터를 불러오는 중...');
  release();
  const alert = await within(theirs).findByRole('alert');
  expect(alert).toHaveTextContent('서버에 문제가 있어요.');
  // The other list is unaffected.
  expect(
    within(await received()).getByRole('link', { name: '음악 등록하러 가기' }),
  ).toBeInTheDocument();

  failing = false;
  await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
  expect(await within(theirs).findByRole('link', { name: /투자곡/ })).toBeInTheDocument();
});
