import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { renderApp } from '@/test/render-app';

const BANNER = '인터넷에 연결되어 있지 않아요. 연결되면 다시 불러올 수 있어요.';

function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

test('offline: a banner on every screen, and invest disabled with the reason until back online', async () => {
  const store = await storeLoggedInAs('investor1');
  const { user } = renderApp('/investment-input/108', { store });
  await screen.findByText('최소 10,000원 ~ 최대 7,000,000원');
  await user.type(screen.getByRole('textbox', { name: '투자 금액' }), '10000');
  await user.click(screen.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' }));
  const invest = screen.getByRole('button', { name: '투자하기' });
  expect(invest).toBeEnabled();

  goOffline(true);
  expect(screen.getByRole('status')).toHaveTextContent(BANNER);
  expect(invest).toBeDisabled();
  expect(screen.getByText('인터넷에 연결되면 진행할 수 있어요.')).toBeVisible();

  goOffline(false);
  expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  expect(invest).toBeEnabled();
});

test('a call that fails for the network raises the banner; the next answer lowers it', async () => {
  server.use(
    http.get('http://localhost/api/v1/contracts', () => HttpResponse.error(), { once: true }),
  );
  const { user } = renderApp('/main');
  const alert = await screen.findByRole('alert');
  expect(await screen.findByText(BANNER)).toBeVisible();
  await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('region', { name: '최근 등록된 계약' })).toBeVisible();
  expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
});
