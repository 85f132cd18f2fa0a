import { http } from 'msw';
import { confirmedContracts, parseRole, parseScheduleStatus } from '@mocks/db/settlement';
import { route } from './respond';

export const settlementHandlers = [
  http.get(
    '*/api/v1/me/contracts/confirmed',
    route(({ request, state, now, user }) => {
      const me = user();
      const query = new URL(request.url).searchParams;
      const role = parseRole(query.get('role'));
      const status = parseScheduleStatus(query.get('status'));
      return confirmedContracts(state, me.userId, role, status, now);
    }),
  ),
];
