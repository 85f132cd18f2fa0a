import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { CAUSE_MESSAGES, RETRYING_MESSAGES } from '@/shared/api/api-error';
import { loggedInState, renderApp } from '@/test/render-app';

/**
 * Errors by cause, one screen per area (the loan area's full table is in loan-contract.test.tsx):
 * each failure is worded by its cause, and retry is offered only where trying again can help.
 */
const API = 'http://localhost/api/v1';

const areas = [
  { area: 'home', route: '/main', endpoint: `${API}/contracts` },
  { area: 'my music', route: '/myNft', endpoint: `${API}/me/copyrights` },
  { area: 'settlement', route: '/repayment-received', endpoint: `${API}/me/contracts/confirmed` },
  { area: 'invest', route: '/loan-apply/progress/108', endpoint: `${API}/contracts/108` },
  { area: 'NFT detail', route: '/nft/detail/1', endpoint: `${API}/nfts/1` },
];

const causes = [
  {
    cause: 'a dropped connection',
    respond: () => HttpResponse.error(),
    says: RETRYING_MESSAGES.network,
    retry: true,
  },
  {
    cause: 'a 502 with an HTML page',
    respond: () => HttpResponse.html('<h1>Bad Gateway</h1>', { status: 502 }),
    says: CAUSE_MESSAGES.server,
    retry: true,
  },
  {
    cause: 'a 403 with its reason',
    respond: () =>
      HttpResponse.json(
        { success: false, error: { code: 'FORBIDDEN', message: '열람 권한이 없는 정보입니다.' } },
        { status: 403 },
      ),
    says: '열람 권한이 없는 정보입니다.',
    retry: false,
  },
];

const table = areas.flatMap((a) => causes.map((c) => ({ ...a, ...c })));

test.each(table)(
  '$area: $cause says "$says"',
  async ({ route, endpoint, respond, says, retry }) => {
    server.use(http.get(endpoint, respond));
    renderApp(route, { preloadedState: loggedInState });
    // Settlement shows the failure twice (the list and the monthly outlook), the others once.
    for (const alert of await screen.findAllByRole('alert')) {
      expect(alert).toHaveTextContent(says);
      expect(alert).not.toHaveTextContent('찾을 수 없');
      const retryButton = within(alert).queryByRole('button', { name: '다시 시도' });
      // The home list keeps its retry for every cause (a list that failed may load the next time).
      expect(retryButton !== null).toBe(retry || route === '/main');
    }
  },
);
