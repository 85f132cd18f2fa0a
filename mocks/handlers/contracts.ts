import { http } from 'msw';
import { invest } from '@mocks/db/lending';
import { contractDetail, investInfo } from '@mocks/db/loan-views';
import { contractList, parseSearchFilter } from '@mocks/db/views';
import { idParam, readJson, route } from './respond';

export const contractHandlers = [
  http.get(
    '*/api/v1/contracts',
    route(({ request, state }) => {
      const filter = parseSearchFilter(new URL(request.url).searchParams.get('searchFilter'));
      return { contracts: contractList(state, filter) };
    }),
  ),

  http.get(
    '*/api/v1/contracts/:contractId',
    route(({ params, state }) =>
      contractDetail(state, idParam(params, 'contractId', '계약을 찾을 수 없습니다.')),
    ),
  ),

  http.get(
    '*/api/v1/contracts/:contractId/invest',
    route(({ params, state }) =>
      investInfo(state, idParam(params, 'contractId', '계약을 찾을 수 없습니다.')),
    ),
  ),

  http.post(
    '*/api/v1/contracts/:contractId/invest',
    route(async ({ params, request, state, now, user }) => {
      const me = user();
      const contractId = idParam(params, 'contractId', '계약을 찾을 수 없습니다.');
      const body = await readJson(request);
      invest(state, contractId, me.userId, body.investment, now);
      return null;
    }),
  ),
];
