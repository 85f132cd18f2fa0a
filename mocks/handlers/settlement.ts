import { http } from 'msw';
import { todayKst } from '@/shared/lib/dates';
import { keptUntilWrite } from '@mocks/db/kept';
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
      // Changes with a write or with the day in Korea (what is overdue, how many days away).
      const key = `confirmed:${me.userId}:${role}:${status}:${todayKst(now)}`;
      return keptUntilWrite(state, key, () =>
        confirmedContracts(state, me.userId, role, status, now),
      );
    }),
  ),
];
