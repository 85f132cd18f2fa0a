import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { loggedInState, renderApp } from '@/test/render-app';
import { borrowerWithRegisteredSong, SONG } from './loan-test-utils';

afterEach(() => sessionStorage.clear());

test('shows the collateral and the loan conditions, then goes to the info input', async () => {
  const { store, copyrightId, contractId } = await borrowerWithRegisteredSong();
  const { user, location } = renderApp(`/loan-apply/${copyrightId}/${contractId}`, { store });

  const collateral = await screen.findByRole('region', { name: '담보 NFT' });
  expect(within(collateral).getByText(SONG)).toBeInTheDocument();
  expect(within(collateral).getByRole('img', { name: `${SONG} 커버 이미지` })).toBeInTheDocument();
  expect(within(collateral).getByText('2.9467 ETH · 13,260,000원')).toBeInTheDocument();

  const conditions = screen.getByRole('region', { name: '대출 조건' });
  expect(within(conditions).getByText('만기일시상환')).toBeInTheDocument();
  expect(within(conditions).getByText('10,000원 ~ 9,280,000원')).toBeInTheDocument();
  expect(within(conditions).getByText('연 10%')).toBeInTheDocument();
  expect(within(conditions).getByText('연 5%')).toBeInTheDocument();
  expect(within(conditions).getByText('1~12회')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '희망 정보 입력하기' }));
  expect(location()).toBe(`/loan-info-input/${copyrightId}/${contractId}`);
  expect(await screen.findByRole('textbox', { name: '희망 대출 금액' })).toBeInTheDocument();
});

test('shows the loading text while the conditions load', async () => {
  renderApp('/loan-apply/1/101', { preloadedState: loggedInState });
  // The loader is replaced as soon as the answer arrives, so finding it is the assertion.
  await screen.findByText('데이터를 불러오는 중...');
  expect(await screen.findByRole('region', { name: '대출 조건' })).toBeInTheDocument();
});

test('an address with a non-numeric id is an error, not a call', async () => {
  renderApp('/loan-apply/abc/101', { preloadedState: loggedInState });
  expect(await screen.findByRole('alert')).toHaveTextContent('잘못된 주소입니다.');
});

test('a server failure says so and offers a retry that loads the page', async () => {
  server.use(
    http.get(
      'http://localhost/api/v1/contracts/101/loans/info',
      () => new HttpResponse(null, { status: 503 }),
      { once: true },
    ),
  );
  const { user } = renderApp('/loan-apply/1/101', { preloadedState: loggedInState });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('서버에 문제가 있어요.');
  await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('button', { name: '희망 정보 입력하기' })).toBeEnabled();
});

test('a missing contract says the copyright is not found, with no retry', async () => {
  server.use(
    http.get('http://localhost/api/v1/contracts/999/loans/info', () =>
      HttpResponse.json(
        { success: false, error: { code: 'NOT_FOUND', message: '계약을 찾을 수 없습니다.' } },
        { status: 404 },
      ),
    ),
  );
  renderApp('/loan-apply/1/999', { preloadedState: loggedInState });
  const missing = await screen.findByRole('alert');
  expect(missing).toHaveTextContent('저작권 정보를 찾을 수 없습니다.');
  expect(within(missing).queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
});
