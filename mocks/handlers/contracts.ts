import { http } from 'msw';
import { keptUntilWrite } from '@mocks/db/kept';
import { invest } from '@mocks/db/lending';
import { contractDetail, investInfo } from '@mocks/db/loan-views';
import { contractList, parseSearchFilter } from '@mocks/db/views';
import { idParam, readById, readJson, route } from './respond';

const CONTRACT_MISSING = '계약을 찾을 수 없습니다.';

export const contractHandlers = [
  http.get(
    '*/api/v1/contracts',
    route(({ request, state }) => {
      const filter = parseSearchFilter(new URL(request.url).searchParams.get('searchFilter'));
      return keptUntilWrite(state, `contracts:${filter}`, () => ({
        contracts: contractList(state, filter),
      }));
    }),
  ),

  readById('*/api/v1/contracts/:contractId', 'contractId', CONTRACT_MISSING, contractDetail),
  readById('*/api/v1/contracts/:contractId/invest', 'contractId', CONTRACT_MISSING, investInfo),

  http.post(
    '*/api/v1/contracts/:contractId/invest',
    route(async ({ params, request, state, now, user }) => {
      const me = user();
      const contractId = idParam(params, 'contractId', CONTRACT_MISSING);
      const body = await readJson(request);
      invest(state, contractId, me.userId, body.investment, now);
      return null;
    }),
  ),
];
